// What a reader downloads per page of a built site, gzip-compressed as a server sends it:
// the HTML, the JavaScript that runs before any interaction (the page's scripts, their
// preloads and everything they import statically), and the CSS (linked and inline).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  pages: number;
  /** Mean over every page. */
  htmlGzip: number;
  /** Mean over a sample of pages. */
  jsGzip: number;
  cssGzip: number;
  outputBytes: number;
}

/** Every file under `dir` (posix paths relative to it). */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((entry) => String(entry))
    .filter((entry) => statSync(path.join(dir, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'));
}

const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 6 }).byteLength;

/** Attribute values of the tags matching `tag` whose attributes match `where`. */
function attributes(html: string, tag: string, attribute: string, where: (tagText: string) => boolean): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))) {
    const text = match[0];
    if (!where(text)) continue;
    const value = new RegExp(`\\s${attribute}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(text);
    const found = value?.[1] ?? value?.[2] ?? value?.[3];
    if (found) out.push(found);
  }
  return out;
}

/** Static imports of an ES module (`import"./a.js"`, `from "./b.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*${},\s]+from\s*)?["']([^"']+\.m?js)["']/g)) out.push(match[1]!);
  return out;
}

/** Resolves a URL of the page at `pageFile` (relative to `root`) to a file of the output, or null. */
function fileOf(root: string, pageFile: string, url: string, files: ReadonlySet<string>): string | null {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  const clean = url.split(/[?#]/)[0]!;
  const base = clean.startsWith('/') ? clean.slice(1) : path.posix.join(path.posix.dirname(pageFile), clean);
  const normal = path.posix.normalize(base);
  return files.has(normal) ? normal : null;
}

/** The HTML files that are pages (not 404 or offline pages). */
export function pageFiles(root: string): string[] {
  return listFiles(root)
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !/(^|\/)(404|offline)\.html$/.test(file) && !file.startsWith('assets/'))
    .sort();
}

/** Measures the pages of the site built into `root`; JS and CSS on `sample` pages spread over the site. */
export function measurePageWeight(root: string, sample = 60): PageWeight {
  const files = listFiles(root);
  const fileSet = new Set(files);
  const pages = pageFiles(root);
  let html = 0;
  for (const page of pages) html += gzipSize(readFileSync(path.join(root, page)));
  const gzipCache = new Map<string, number>();
  const gz = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSize(readFileSync(path.join(root, file)));
      gzipCache.set(file, size);
    }
    return size;
  };
  const step = Math.max(1, Math.floor(pages.length / sample));
  const sampled = pages.filter((_, i) => i % step === 0);
  let js = 0;
  let css = 0;
  for (const page of sampled) {
    const text = readFileSync(path.join(root, page), 'utf8');
    const scripts = [
      ...attributes(text, 'script', 'src', (tag) => !/\stype\s*=\s*["']?(?:application\/json|text\/template)/i.test(tag)),
      ...attributes(text, 'link', 'href', (tag) => /\srel\s*=\s*["']?modulepreload/i.test(tag) || (/\srel\s*=\s*["']?preload\b/i.test(tag) && /\sas\s*=\s*["']?script/i.test(tag))),
    ];
    const seen = new Set<string>();
    const queue = scripts.map((url) => fileOf(root, page, url, fileSet)).filter((f): f is string => f !== null);
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(path.join(root, file), 'utf8');
      for (const imported of staticImports(code)) {
        const resolved = fileOf(root, file, imported, fileSet);
        if (resolved) queue.push(resolved);
      }
    }
    for (const file of seen) js += gz(file);
    // `rel="stylesheet"`, or `rel="preload stylesheet"` as VitePress writes it.
    const sheets = attributes(text, 'link', 'href', (tag) => /\srel\s*=\s*(?:"[^"]*\bstylesheet\b[^"]*"|'[^']*\bstylesheet\b[^']*'|stylesheet\b)/i.test(tag))
      .map((url) => fileOf(root, page, url, fileSet))
      .filter((f): f is string => f !== null);
    for (const file of new Set(sheets)) css += gz(file);
    for (const match of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) css += gzipSize(match[1]!);
  }
  let outputBytes = 0;
  for (const file of files) outputBytes += statSync(path.join(root, file)).size;
  return {
    pages: pages.length,
    htmlGzip: pages.length ? html / pages.length : 0,
    jsGzip: sampled.length ? js / sampled.length : 0,
    cssGzip: sampled.length ? css / sampled.length : 0,
    outputBytes,
  };
}
