/** The key of the Emotion cache: the server's `<style data-emotion>` and the islands' cache must agree. */
export const EMOTION_KEY = 'css';

/**
 * The key of the Emotion caches of framed islands (`iframe: true` demos). It must differ
 * from the page's: a browser cache keyed `css` adopts every `<style data-emotion="css ...">`
 * of the page's document into its container, which for a frame would pull the page's
 * styles into the frame.
 */
export const FRAME_EMOTION_KEY = 'frame';
