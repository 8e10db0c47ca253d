/** The key of the Emotion cache: the server's `<style data-emotion>` and the islands' cache must agree. */
export const EMOTION_KEY = 'css';
