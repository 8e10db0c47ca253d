/** The key of the Emotion cache: the server's `<style data-emotion>` and the islands' cache must agree. */
export const EMOTION_KEY = 'css';

/** The key of right-to-left pages and of islands turned right-to-left: flipped rules must not share class names with unflipped ones. */
export const EMOTION_RTL_KEY = 'rtl';

/**
 * The key of the Emotion caches of framed islands (`iframe: true` demos). It must differ
 * from the page's: a browser cache keyed `css` adopts every `<style data-emotion="css ...">`
 * of the page's document into its container, which for a frame would pull the page's
 * styles into the frame.
 */
export const FRAME_EMOTION_KEY = 'frame';
/** The key of framed islands in right-to-left. */
export const FRAME_EMOTION_RTL_KEY = 'frame-rtl';

/** The Emotion key of a page's (or a frame's) styles in a direction. */
export const emotionKey = (dir: 'ltr' | 'rtl', framed = false): string =>
  framed ? (dir === 'rtl' ? FRAME_EMOTION_RTL_KEY : FRAME_EMOTION_KEY) : dir === 'rtl' ? EMOTION_RTL_KEY : EMOTION_KEY;
