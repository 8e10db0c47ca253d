import { createHash } from 'node:crypto';
import path from 'node:path';
import matter from 'gray-matter';
import type { SourcePage } from '../model/source-page';
import type { ResolvedConfig } from '../model/config';
import { error, positionAt, type Diagnostic } from '../diagnostics/diagnostic';
import { tooDeepOffset, tooDeepPath } from '../util/data-depth';
import { MAX_DATA_DEPTH } from '../util/limits';
import { mapLimit } from '../util/map-limit';
import { globToRegExp, matchesAny } from '../util/glob';
import { checkIsPage } from './check-is-page';
import { listsApi } from './api-tab-keys';
import { demoNames } from './demo-names';
import { decodeUtf8, NotSiteFileError, readSiteFile, walkSiteFolder } from '../util/site-files';
import { isValidRoute } from '../routing/paths';
import { sourceRoute } from '../routing/source-route';


/** A page the engine generated (an API page or an API tab), not one a markdown file is. */
export const isGenerated = (page: Pick<SourcePage, 'api' | 'apiTab'>): boolean => page.api !== undefined || page.apiTab !== undefined;

export interface LoadPagesResult {
  pages: SourcePage[];
  /**
   * The routes of pages that could not be read (their frontmatter is broken): the page exists,
   * so a navigation entry leading to it is not reported as leading nowhere.
   */
  unreadRoutes: string[];
  diagnostics: Diagnostic[];
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Which files of the content folder are pages: `*.md` files the config's `exclude` does not leave out. */
export function pageFileFilter(exclude: readonly string[]): (contentPath: string) => boolean {
  const excluded = exclude.map(globToRegExp);
  return (contentPath) => contentPath.toLowerCase().endsWith('.md') && !matchesAny(contentPath, excluded);
}

/**
 * Every page file of the content folder (`pageFileFilter`), as sorted posix paths relative to
 * it, read by the rules of `walkSiteFolder` (no link out of the folder or to a folder, no
 * special file), and a warning for each entry left out.
 */
export async function findPageFiles(config: ResolvedConfig): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  const contentDir = config.directories.content;
  return walkSiteFolder(contentDir, toPosix(path.relative(config.root, contentDir)) || '.', config.root, pageFileFilter(config.exclude));
}

/** The page files of a content folder (see `findPageFiles`) of the site at `siteRoot`, without the warnings. */
export async function findMarkdownFiles(dir: string, exclude: readonly string[] = [], siteRoot = dir): Promise<string[]> {
  return (await walkSiteFolder(dir, '.', siteRoot, pageFileFilter(exclude))).files;
}

/**
 * Reads a page's text (by the rules of `readSiteFile`); bytes that are not UTF-8 are a warning.
 * Throws as `readSiteFile` does when the file is missing or not a regular file.
 */
export async function readPageSource(config: ResolvedConfig, contentPath: string): Promise<{ source: string; diagnostic: Diagnostic | null }> {
  const bytes = await readSiteFile(config.directories.content, contentPath);
  const { text, diagnostic } = decodeUtf8(bytes, pageFile(config, contentPath));
  return { source: text, diagnostic };
}

/** A page file's content hash: what caches key it by, and what tells a file read again from the one loaded. */
const sourceHash = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 16);

const pageFile = (config: ResolvedConfig, contentPath: string) =>
  toPosix(path.relative(config.root, path.join(config.directories.content, ...contentPath.split('/'))));

/** 1-based line of each top-level `key:` of the frontmatter block (which starts on line 2). */
export function frontmatterKeyLines(source: string): Record<string, number> {
  const lines = source.split('\n', 200);
  // No prototype: a key named `constructor` or `__proto__` is a key like any other.
  const found: Record<string, number> = Object.create(null) as Record<string, number>;
  if (lines[0]?.trim() !== '---') return found;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '---') break;
    const key = /^([A-Za-z0-9_-]+)\s*:/.exec(line)?.[1];
    if (key && !Object.hasOwn(found, key)) found[key] = i + 1;
  }
  return found;
}

interface ParsedFile {
  frontmatter: Record<string, unknown>;
  body: string;
  bodyStartLine: number;
}

/** The frontmatter languages read: data formats only, never one that is evaluated. */
const FRONTMATTER_LANGUAGES = ['', 'yaml', 'yml', 'json'];

/**
 * gray-matter evaluates `---js` (and CoffeeScript) frontmatter by default: a content pull request
 * could run code in CI. Languages are checked before gray-matter sees the text; these make sure
 * that, whatever gets past that check, nothing is ever evaluated.
 */
const refuse = (): never => {
  throw new Error('this frontmatter language is not read');
};
const SAFE_ENGINES = { javascript: refuse, js: refuse, coffee: refuse, coffeescript: refuse, cson: refuse };

/** The language written after the opening `---` (`---js`), or null when there is no frontmatter. */
export function frontmatterLanguage(source: string): string | null {
  const opening = /^---(?!-)([^\r\n]*)/.exec(source);
  return opening ? opening[1]!.trim().toLowerCase() : null;
}

/**
 * js-yaml reports a construct left open (`[`, `"`) where the text ended, the closing `---`: the
 * line to fix is where it opened, the last key before the end.
 */
function yamlErrorLine(source: string, reason: string, markLine: number | undefined): number | undefined {
  if (markLine === undefined) return undefined;
  // js-yaml counts lines from 0, starting at the end of the opening `---` line.
  const line = markLine + 1;
  if (!/end of the stream/.test(reason)) return line;
  const keyLines = Object.values(frontmatterKeyLines(source)).filter((l) => l <= line);
  return keyLines.length ? Math.max(...keyLines) : line;
}

/** The error for frontmatter nested deeper than `MAX_DATA_DEPTH`, at a line when one is known. */
const tooDeep = (file: string, line: number | undefined): Diagnostic =>
  error({
    code: 'content/frontmatter-too-deep',
    message: `The frontmatter nests lists and mappings more than ${MAX_DATA_DEPTH} levels deep; the page is not read`,
    file,
    ...(line !== undefined && { line }),
    hint: 'frontmatter holds a few flat values: title, description, lists of names',
  });

/**
 * Splits frontmatter from body. A YAML mistake is a diagnostic with its line in the file, and so
 * is nesting deeper than `MAX_DATA_DEPTH`: js-yaml reads a flow collection (`[[[...]]]`) by
 * recursion, and the structured clone that hands a page to a worker thread walks the value level
 * by level (50,000 levels of `---json` ended a build as a crash).
 */
export function parseFrontmatter(source: string, file: string): { parsed: ParsedFile } | { diagnostic: Diagnostic } {
  const language = frontmatterLanguage(source);
  if (language !== null && !FRONTMATTER_LANGUAGES.includes(language)) {
    return {
      diagnostic: error({
        code: 'content/frontmatter-language',
        message: `Frontmatter in "${language}" is not read: only YAML frontmatter is (or JSON, as \`---json\`)`,
        file,
        line: 1,
        column: 4,
        hint: 'write the frontmatter as YAML between two `---` lines',
      }),
    };
  }
  if (language !== null) {
    const start = source.indexOf('\n') + 1;
    const end = source.indexOf('\n---', start);
    const written = tooDeepOffset(source.slice(start, end === -1 ? source.length : end));
    if (written !== null) return { diagnostic: tooDeep(file, positionAt(source, start + written).line) };
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An options object also turns off gray-matter's module-level cache, which would otherwise
    // keep every page of the site in memory for the life of the process.
    parsed = matter(source, { engines: SAFE_ENGINES });
  } catch (caught) {
    const yamlError = caught as { reason?: string; message?: string; mark?: { line?: number; column?: number } };
    const reason = yamlError.reason ?? yamlError.message ?? String(caught);
    const line = yamlErrorLine(source, reason, yamlError.mark?.line);
    return {
      diagnostic: error({
        code: 'content/frontmatter',
        message: `Invalid frontmatter: ${reason}`,
        file,
        ...(line !== undefined && { line }),
        ...(line !== undefined && line === (yamlError.mark?.line ?? -1) + 1 && yamlError.mark?.column !== undefined && { column: yamlError.mark.column + 1 }),
        hint: 'frontmatter is YAML between two `---` lines; quote values that contain `:` or `#`',
      }),
    };
  }
  const data = parsed.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return {
      diagnostic: error({ code: 'content/frontmatter', message: 'Frontmatter must be a mapping of keys to values', file, line: 2 }),
    };
  }
  // Nested in block style (by indentation), which the scan of brackets above does not see.
  const deep = tooDeepPath(data);
  if (deep) return { diagnostic: tooDeep(file, frontmatterKeyLines(source)[String(deep[0])]) };
  const bodyOffset = source.length - parsed.content.length;
  const bodyStartLine = source.slice(0, bodyOffset).split('\n').length;
  return { parsed: { frontmatter: data as Record<string, unknown>, body: parsed.content, bodyStartLine } };
}

/**
 * One page from its source text: frontmatter, language and route. The route follows the file
 * path, unless the config's `routes` table or the page's own `route` frontmatter says otherwise.
 * Pure, so that `dev` can re-read a single file when it changes. Without `keepText` (a build),
 * the page keeps its text only when loading reads it again (its API tabs show its header): the
 * others are read again where they are rendered (`withBody`), so that loading a site never holds
 * the text of all its pages.
 */
export function readSourcePage(config: ResolvedConfig, contentPath: string, source: string, keepText = true): { page: SourcePage } | { diagnostic: Diagnostic } {
  const absolutePath = path.join(config.directories.content, ...contentPath.split('/'));
  const file = toPosix(path.relative(config.root, absolutePath));
  const result = parseFrontmatter(source, file);
  if ('diagnostic' in result) return result;
  const { frontmatter, body, bodyStartLine } = result.parsed;
  const notAPage = checkIsPage(file, frontmatter, body);
  if (notAPage) return { diagnostic: notAPage };
  const ownRoute = frontmatter.route;
  if (ownRoute !== undefined) {
    if (typeof ownRoute !== 'string' || !ownRoute.startsWith('/')) {
      return {
        diagnostic: error({
          code: 'content/invalid-route',
          message: `route must be a path starting with "/", received ${JSON.stringify(ownRoute)}`,
          file,
          ...lineOf(source, 'route'),
        }),
      };
    }
  }
  const { language, pathname } = sourceRoute(config, contentPath, ownRoute);
  if (!isValidRoute(pathname)) {
    return { diagnostic: error({ code: 'content/invalid-route', message: `Invalid route ${JSON.stringify(pathname)}`, file, ...lineOf(source, 'route') }) };
  }
  return {
    page: {
      file,
      contentPath,
      absolutePath,
      language,
      pathname,
      frontmatter,
      body: keepText || listsApi(frontmatter) ? body : null,
      demoNames: demoNames(body),
      bodyStartLine,
      frontmatterLines: frontmatterKeyLines(source),
      hash: sourceHash(source),
    },
  };
}

/** A page whose text is at hand. */
export type WithBody<Page extends Pick<SourcePage, 'body'>> = Page & { body: string };

/**
 * The text of a page that has it at hand: every page in `dev`; in a build, a page whose API tabs
 * show its header while loading, and a page read again (`withBody`) where it is compiled.
 */
export function loadedBody(page: Pick<SourcePage, 'body' | 'file'>): string {
  if (page.body === null) throw new Error(`The text of ${page.file} is not at hand: a build reads it again (withBody) before it compiles the page`);
  return page.body;
}

/** The page with its text at hand (`loadedBody`). */
export const loadedPage = <Page extends Pick<SourcePage, 'body' | 'file'>>(page: Page): WithBody<Page> => ({ ...page, body: loadedBody(page) });

/**
 * The page with its text: as it is when the page still has it, else read again from its file,
 * by the same rules as loading read it. A file that no longer has the text loading hashed (it
 * changed or went since) is an error: the build's other steps (its cache key, the navigation,
 * the links to it) saw the old text.
 */
export async function withBody<Page extends SourcePage>(config: ResolvedConfig, page: Page): Promise<{ page: WithBody<Page> } | { diagnostic: Diagnostic }> {
  if (page.body !== null) return { page: page as WithBody<Page> };
  let source: string | null = null;
  try {
    source = (await readPageSource(config, page.contentPath)).source;
  } catch {
    // Gone, or no longer a file of the site: the same as changed.
  }
  // The same text as loading read: its frontmatter is split off as loading split it.
  const parsed = source !== null && sourceHash(source) === page.hash ? parseFrontmatter(source, page.file) : null;
  if (parsed && 'parsed' in parsed) return { page: { ...page, body: parsed.parsed.body } };
  return {
    diagnostic: error({
      code: 'content/changed-during-build',
      message: `${page.file} changed while the site was built: the build read it, then found it different where it renders it`,
      file: page.file,
      hint: 'build again once the files stop changing',
    }),
  };
}

/**
 * Keeps the first page of each route (pages come sorted by file) and reports every other one
 * as an error naming both files.
 */
export function uniqueRoutes(pages: readonly SourcePage[]): { pages: SourcePage[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const byRoute = new Map<string, SourcePage>();
  const unique: SourcePage[] = [];
  for (const page of pages) {
    const key = `${page.language}:${page.pathname}`;
    const first = byRoute.get(key);
    if (first) {
      diagnostics.push(
        error({
          code: 'content/duplicate-route',
          message: `Duplicated route ${page.pathname}: ${first.file} and ${page.file} both produce it`,
          file: page.file,
          hint: 'give one of them a different file name or `route` frontmatter',
        }),
      );
      continue;
    }
    byRoute.set(key, page);
    unique.push(page);
  }
  return { pages: unique, diagnostics };
}

/** The route a content file has by its path alone (what it has when its frontmatter cannot be read). */
export function fileRoute(config: ResolvedConfig, contentPath: string): string {
  return sourceRoute(config, contentPath).pathname;
}

/**
 * One page file as read: its page (null when the file is not a page or its frontmatter cannot
 * be read) and what reading it found. `unread` marks a page that exists but could not be read:
 * a navigation entry leading to it is not wrong.
 */
export interface PageRead {
  page: SourcePage | null;
  diagnostics: Diagnostic[];
  unread: boolean;
}

/** Reads one page file of the content folder; null when it no longer exists or is not a file of the site. */
export async function readPageFile(config: ResolvedConfig, contentPath: string, keepText = true): Promise<PageRead | null> {
  // A file the config's `exclude` leaves out is not a page.
  if (!pageFileFilter(config.exclude)(contentPath)) return null;
  let read: Awaited<ReturnType<typeof readPageSource>>;
  try {
    read = await readPageSource(config, contentPath);
  } catch (caught) {
    // Gone, or turned into a folder or a link, since the folder was listed (dev reads files as they change).
    const code = (caught as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR' || caught instanceof NotSiteFileError) return null;
    throw caught;
  }
  // Bytes that are not UTF-8 make a page with a warning.
  const diagnostics = read.diagnostic ? [read.diagnostic] : [];
  const result = readSourcePage(config, contentPath, read.source, keepText);
  if ('page' in result) return { page: result.page, diagnostics, unread: false };
  return { page: null, diagnostics: [...diagnostics, result.diagnostic], unread: result.diagnostic.code !== 'content/not-a-page' };
}

/**
 * Every page file of the content folder, read, by content path (sorted), and what walking the
 * folder found. An empty content folder is an error: publishing an empty site over the real
 * one is never what was meant.
 */
export async function readPages(config: ResolvedConfig, keepText = true): Promise<{ reads: Map<string, PageRead>; diagnostics: Diagnostic[] }> {
  const found = await findPageFiles(config);
  const diagnostics: Diagnostic[] = [...found.diagnostics];
  if (found.files.length === 0) {
    // Most likely a wrong `directories.content` or a checkout gone wrong.
    const shown = toPosix(path.relative(config.root, config.directories.content)) || '.';
    diagnostics.push(
      error({
        code: 'content/no-pages',
        message: `The content folder ${shown} has no pages: a build with no page would replace the site with an empty one`,
        file: shown,
        hint: 'add a markdown page, or set `directories.content` in the config to the folder that holds them',
      }),
    );
  }
  const reads = await mapLimit(found.files, 32, async (contentPath) => [contentPath, await readPageFile(config, contentPath, keepText)] as const);
  return { reads: new Map(reads.filter((entry): entry is readonly [string, PageRead] => entry[1] !== null)), diagnostics };
}

/** Reads every page of the content folder; two pages with the same route are an error naming both files. */
export async function loadPages(config: ResolvedConfig): Promise<LoadPagesResult> {
  const { reads, diagnostics } = await readPages(config);
  const pages: SourcePage[] = [];
  const unreadRoutes: string[] = [];
  for (const [contentPath, read] of reads) {
    diagnostics.push(...read.diagnostics);
    if (read.page) pages.push(read.page);
    else if (read.unread) unreadRoutes.push(fileRoute(config, contentPath));
  }
  const unique = uniqueRoutes(pages);
  return { pages: unique.pages, unreadRoutes, diagnostics: [...diagnostics, ...unique.diagnostics] };
}

function lineOf(source: string, key: string): { line?: number } {
  const line = frontmatterKeyLines(source)[key];
  return line === undefined ? {} : { line };
}
