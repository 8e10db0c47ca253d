/**
 * Every bound docs-site puts on what a site gives it, in one place. Content is untrusted (a pull
 * request to a docs repository can change any of it): each bound keeps one input from holding a
 * build for minutes, filling its memory, or overflowing a stack, and is far above what real
 * pages come near. Going over one is a diagnostic naming the file and line (an error, or a
 * warning where the content can still be shown as written), never a crash.
 *
 * The manual's security page lists these with their values (a test holds it to this file).
 */

/**
 * Bytes of markdown in one page (after the frontmatter), at most: 4 MB. Compiling costs about
 * 4 to 7 s of CPU and 0.5 GB of memory per megabyte (`npm run bench:page-size`), so a page over
 * this would hold a build worker for minutes; a long API page or changelog is a few hundred KB.
 * A larger page is an error, and is not parsed.
 */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/** Nested block quotes and lists in markdown, at most (real pages stay under ten); deeper is shown as written. */
export const MAX_CONTAINER_DEPTH = 32;

/** Emphasis delimiters, brackets, code-span backtick runs or HTML tags in one paragraph, at most; more is shown as written. */
export const MAX_INLINE_MARKERS = 1000;

/**
 * Characters in one paragraph, at most. Inline parsing (GFM's autolink literals above all)
 * costs about 1.3 s per megabyte; real paragraphs, tables included, stay far below this.
 */
export const MAX_PARAGRAPH_LENGTH = 200_000;

/**
 * Elements nested in one page's HTML (raw `<div>`, `<details>` and what markdown makes of
 * lists and quotes), at most. Real pages stay under 30; a page nesting deeper is an error at the
 * line of the element that goes past it, as every stage that walks the tree would recurse that deep.
 */
export const MAX_ELEMENT_DEPTH = 256;

/** Characters of one code block highlighted, at most: a longer block is shown without highlighting. */
export const MAX_HIGHLIGHTED_LENGTH = 100_000;

/**
 * Bytes of one data file (translations, API JSON; navigations have their own bound), at
 * most: 16 MB. The largest real one (the Data Grid's API JSON) is under 1 MB.
 */
export const MAX_DATA_FILE_BYTES = 16 * 1024 * 1024;

/**
 * Bytes of one navigation file or title table, at most: 64 MB. These list every page of their
 * product, so they grow with the site: about 170 bytes an entry (the generated corpus of
 * 100,000 pages has a navigation of 17.2 MB, over `MAX_DATA_FILE_BYTES`), so this holds some
 * 350,000 pages.
 */
export const MAX_NAVIGATION_FILE_BYTES = 64 * 1024 * 1024;

/**
 * Levels of nesting in a data file's JSON value, at most (navigation `children` included), and
 * in a page's frontmatter and an embed's JSON. Real navigation nests four levels, translations
 * three, API JSON under twenty (the deepest file of the real corpus, a navigation, nests ten
 * levels of arrays and objects).
 */
export const MAX_DATA_DEPTH = 64;

/** Characters of a route (`/joy-ui/react-button/`), at most. */
export const MAX_ROUTE_LENGTH = 1024;

/**
 * Bytes of one segment of a route, at most: it becomes a folder name of the output, and file
 * systems refuse names over 255 bytes.
 */
export const MAX_ROUTE_SEGMENT_BYTES = 200;

/**
 * Characters of the site's title and of its first product's name, as `docs-site init` takes
 * them, at most: both are shown in the app bar and headings, and the product's id (made from
 * its name) becomes a folder of the content and a segment of every route of the product.
 */
export const MAX_INIT_ANSWER_LENGTH = 100;

/** Characters of a value shown in a diagnostic, at most: the rest is cut (a file's content is not echoed whole). */
export const MAX_SHOWN_VALUE_LENGTH = 80;

/**
 * `docs-site serve` and `dev`: the time a client has to send a request's headers, and the whole
 * request, before its connection is closed (a slow client cannot hold sockets open).
 */
export const SERVER_HEADERS_TIMEOUT_MS = 10_000;
export const SERVER_REQUEST_TIMEOUT_MS = 30_000;

/**
 * How often, at most, `serve` and `dev` look for connections past those times. Node looks every
 * 30 s by default, which let a slow client keep its socket up to 40 s; looking is a walk over
 * the open connections, cheap next to what they cost.
 */
export const SERVER_TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** A value cut to `MAX_SHOWN_VALUE_LENGTH` characters for a message, with an ellipsis when cut. */
export function shownValue(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (() => {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  })();
  return text.length > MAX_SHOWN_VALUE_LENGTH ? `${text.slice(0, MAX_SHOWN_VALUE_LENGTH - 1)}…` : text;
}

/**
 * Bytes of one file of the cache read back, at most: 268,435,456 (256 MB). A cache is an input
 * from elsewhere (restored by CI, shared between runners); its largest files (a site's browser
 * bundle, the index of 100,000 pages) are tens of megabytes. A larger file is a miss.
 */
export const MAX_CACHE_FILE_BYTES = 256 * 1024 * 1024;
