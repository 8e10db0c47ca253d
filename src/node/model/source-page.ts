import type { ApiPageSource, ApiTabSource } from './api-source';

/** A markdown page as read from disk: its route, language, frontmatter and body. */
export interface SourcePage {
  /** Path relative to the config folder, with `/` separators: what messages and "Edit this page" show. */
  file: string;
  /** Path relative to the content folder, with `/` separators. */
  contentPath: string;
  absolutePath: string;
  /** Two-letter language code. */
  language: string;
  /** Canonical route, without language prefix. */
  pathname: string;
  frontmatter: Record<string, unknown>;
  /**
   * The markdown after the frontmatter; null once a build has let it go, so that what it keeps
   * to the end does not grow with the text of every page (a page's text is read again from its
   * file where it is compiled: `withBody`).
   */
  body: string | null;
  /** The demos its text embeds (`{{"demo": "Name.js"}}`), by name without extension, sorted: read with the text, kept without it. */
  demoNames: string[];
  /** 1-based line of the file on which `body` starts, so body positions map to file lines. */
  bodyStartLine: number;
  /** 1-based line of each top-level frontmatter key, so frontmatter problems can point at their line. */
  frontmatterLines: Record<string, number>;
  /** Content hash of the whole file, for caches. */
  hash: string;
  /** For a page generated from a component's API metadata: that metadata (its `file` is the JSON file). */
  api?: ApiPageSource;
  /**
   * For the API tab of a page (`<page>/components-api`): what it shows. The page's `file`,
   * `contentPath` and frontmatter are its Demos page's; its body is that page's header (its
   * heading and description, up to the tabs).
   */
  apiTab?: ApiTabSource;
}
