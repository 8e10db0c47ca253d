import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { ResolvedConfig } from '../config/types';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { mapLimit } from '../util/map-limit';
import {
  canonicalPathname,
  fileLanguage,
  fileToPathname,
  isValidRoute,
  stripFileLanguage,
} from '../routing/paths';

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
  /** The markdown after the frontmatter. */
  body: string;
  /** 1-based line of the file on which `body` starts, so body positions map to file lines. */
  bodyStartLine: number;
  /** 1-based line of each top-level frontmatter key, so frontmatter problems can point at their line. */
  frontmatterLines: Record<string, number>;
  /** Content hash of the whole file, for caches. */
  hash: string;
}

export interface LoadPagesResult {
  pages: SourcePage[];
  diagnostics: Diagnostic[];
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Every `*.md` file under `dir`, as sorted posix paths relative to it. */
export async function findMarkdownFiles(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw caught;
  }
  return entries
    .map(toPosix)
    .filter((f) => f.toLowerCase().endsWith('.md') && !f.split('/').some((s) => s.startsWith('.') || s === 'node_modules'))
    .sort();
}

/** 1-based line of each top-level `key:` of the frontmatter block (which starts on line 2). */
export function frontmatterKeyLines(source: string): Record<string, number> {
  const lines = source.split('\n', 200);
  const found: Record<string, number> = {};
  if (lines[0]?.trim() !== '---') return found;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '---') break;
    const key = /^([A-Za-z0-9_-]+)\s*:/.exec(line)?.[1];
    if (key && !(key in found)) found[key] = i + 1;
  }
  return found;
}

interface ParsedFile {
  frontmatter: Record<string, unknown>;
  body: string;
  bodyStartLine: number;
}

/** Splits frontmatter from body. A YAML mistake is a diagnostic with its line in the file. */
export function parseFrontmatter(source: string, file: string): { parsed: ParsedFile } | { diagnostic: Diagnostic } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An options object turns off gray-matter's module-level cache, which would otherwise keep
    // every page of the site in memory for the life of the process.
    parsed = matter(source, {});
  } catch (caught) {
    const yamlError = caught as { reason?: string; message?: string; mark?: { line?: number; column?: number } };
    return {
      diagnostic: error({
        code: 'content/frontmatter',
        message: `Invalid frontmatter: ${yamlError.reason ?? yamlError.message ?? String(caught)}`,
        file,
        // js-yaml counts lines from 0, starting at the end of the opening `---` line.
        ...(yamlError.mark?.line !== undefined && { line: yamlError.mark.line + 1 }),
        ...(yamlError.mark?.column !== undefined && { column: yamlError.mark.column + 1 }),
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
  const bodyOffset = source.length - parsed.content.length;
  const bodyStartLine = source.slice(0, bodyOffset).split('\n').length;
  return { parsed: { frontmatter: data as Record<string, unknown>, body: parsed.content, bodyStartLine } };
}

/**
 * One page from its source text: frontmatter, language and route. The route follows the file
 * path, unless the config's `routes` table or the page's own `route` frontmatter says otherwise.
 * Pure, so that `dev` can re-read a single file when it changes.
 */
export function readSourcePage(config: ResolvedConfig, contentPath: string, source: string): { page: SourcePage } | { diagnostic: Diagnostic } {
  const absolutePath = path.join(config.directories.content, ...contentPath.split('/'));
  const file = toPosix(path.relative(config.root, absolutePath));
  const result = parseFrontmatter(source, file);
  if ('diagnostic' in result) return result;
  const { frontmatter, body, bodyStartLine } = result.parsed;
  const language = fileLanguage(contentPath, config.languages.map((l) => l.code));
  let pathname = config.routes[contentPath] ?? fileToPathname(stripFileLanguage(contentPath, language));
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
    pathname = ownRoute;
  }
  pathname = canonicalPathname(pathname);
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
      body,
      bodyStartLine,
      frontmatterLines: frontmatterKeyLines(source),
      hash: createHash('sha256').update(source).digest('hex').slice(0, 16),
    },
  };
}

/**
 * Keeps the first page of each route (pages come sorted by file) and reports every other one
 * as an error naming both files.
 */
export function uniqueRoutes(pages: readonly SourcePage[]): LoadPagesResult {
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

/** Reads every page of the content folder; two pages with the same route are an error naming both files. */
export async function loadPages(config: ResolvedConfig): Promise<LoadPagesResult> {
  const contentDir = config.directories.content;
  const files = await findMarkdownFiles(contentDir);
  const read = await mapLimit(files, 32, async (contentPath) => ({
    contentPath,
    source: await readFile(path.join(contentDir, contentPath), 'utf8'),
  }));
  const diagnostics: Diagnostic[] = [];
  const pages: SourcePage[] = [];
  for (const { contentPath, source } of read) {
    const result = readSourcePage(config, contentPath, source);
    if ('diagnostic' in result) diagnostics.push(result.diagnostic);
    else pages.push(result.page);
  }
  const unique = uniqueRoutes(pages);
  return { pages: unique.pages, diagnostics: [...diagnostics, ...unique.diagnostics] };
}

function lineOf(source: string, key: string): { line?: number } {
  const line = frontmatterKeyLines(source)[key];
  return line === undefined ? {} : { line };
}
