import path from 'node:path';
import type { SourcePage } from '../model/source-page';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { demoKey } from '../load/demo-names';
import { DEMO_STYLINGS, type DemoEntry, type EmbedModuleEntry } from '../model/markdown';
import type { DemoFailure } from '../model/demo-failure';
import { typescriptToJavascript } from './to-javascript';
import { NotSiteFileError, readSiteFile } from '../util/site-files';
import { isJoyPage, type DemoTheme } from './demo-theme';

/** A demo module of the site: its files and sources, for the page that shows it and the bundles. */
export interface DemoModule extends DemoEntry {
  /** The file the bundles compile: `Name.tsx` when it exists, else `Name.js`. Absolute. */
  entry: string;
  /** A Joy UI page shows it (`demo-theme.ts`: such a demo renders in Joy's provider). */
  onJoyPage?: boolean;
  /** The theme provider its entry wraps it in (`demo-theme.ts`), once the site's packages are known; absent: none. */
  theme?: DemoTheme;
}

export interface LoadedDemos {
  /** Every demo some page shows, sorted by id. */
  modules: DemoModule[];
  /** The demos beside each page, by the page's `file`, keyed by name. */
  byPage: Map<string, Record<string, DemoEntry>>;
  /** The embeds registered to a file of the site, by key: the module that renders each. */
  embeds: Record<string, EmbedModuleEntry>;
  /** The demos' projects for their "Open in StackBlitz / CodeSandbox" buttons, to write beside the pages (none until they are made). */
  sandboxFiles?: { path: string; contents: string }[];
  /**
   * The demos that fail before they are compiled, by id: their files are not files of the
   * content folder (a link leading out of it, a FIFO: not read, so never compiled or published),
   * or a TypeScript demo cannot be read to make its JavaScript. Each page that embeds one reports it.
   */
  refused?: Record<string, DemoFailure>;
}


/** A file of the content folder by the site's rules for its files; null when there is none. */
async function readContentFile(contentDir: string, relative: string): Promise<string | null> {
  try {
    return (await readSiteFile(contentDir, relative)).toString('utf8');
  } catch (caught) {
    const code = (caught as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
    throw caught;
  }
}

/**
 * Finds, for each page, the demos it embeds beside its markdown file (`Name.tsx` and/or
 * `Name.js`), or by a path relative to it inside the content folder, and reads their sources;
 * the JS source is made from the TS one when only TS exists, and their preview snippets
 * (`Name.tsx.preview`) are read when they exist. A demo written once per styling
 * solution is a folder (`Name/css/index.tsx`, `Name/tailwind/index.js`, `Name/system/...`):
 * each styling is a demo module of its own. A demo that is not there is left out: the markdown
 * stage reports it at its line.
 */
export async function loadDemos(pages: readonly SourcePage[], contentDir: string, root: string): Promise<{ demos: LoadedDemos; diagnostics: Diagnostic[] }> {
  const modules = new Map<string, DemoModule>();
  const byPage = new Map<string, Record<string, DemoEntry>>();
  const diagnostics: Diagnostic[] = [];
  const refused: Record<string, DemoFailure> = {};

  /** What a page embeds for a demo that failed before it was compiled (`refused`): its sources are not shown. */
  const refusedEntry = (id: string, name: string): DemoEntry => ({ id, name, tsSource: null, jsSource: '', jsGenerated: false });

  /** The demo module of `id` (`<id>.tsx` and/or `<id>.js` in the content folder), read once; null when neither exists. */
  const loadModule = async (id: string, name: string, joyPage: boolean): Promise<DemoEntry | null> => {
    if (refused[id]) return refusedEntry(id, name);
    let module = modules.get(id);
    if (module && joyPage) module.onJoyPage = true;
    if (!module) {
      const tsFile = path.join(contentDir, `${id}.tsx`);
      const jsFile = path.join(contentDir, `${id}.js`);
      let sources: (string | null)[];
      try {
        sources = await Promise.all([`${id}.tsx`, `${id}.js`, `${id}.tsx.preview`, `${id}.js.preview`].map((file) => readContentFile(contentDir, file)));
      } catch (caught) {
        if (!(caught instanceof NotSiteFileError)) throw caught;
        // Like a page that is a link out of the content folder, it is not read; unlike a
        // missing demo, the page says why at its line.
        const file = path.relative(root, path.join(contentDir, id)).split(path.sep).join('/');
        refused[id] = {
          kind: 'read',
          message: caught.message.replace(/^(.*?) is /, (_, name: string) => `${path.posix.basename(name)} is `),
          hint: 'a demo may be a link only to a file inside the content folder: copy the file instead',
          file,
          line: null,
          column: null,
        };
        return refusedEntry(id, name);
      }
      const [tsSource, jsSource, tsPreview, jsPreview] = sources as [string | null, string | null, string | null, string | null];
      if (tsSource === null && jsSource === null) return null;
      let generated: string | null = null;
      if (jsSource === null && tsSource !== null) {
        try {
          generated = await typescriptToJavascript(tsSource);
        } catch (caught) {
          const location = (caught as { loc?: { line: number; column: number } }).loc;
          const file = path.relative(root, tsFile).split(path.sep).join('/');
          diagnostics.push(
            error({
              code: 'demos/syntax',
              message: `Cannot read ${path.posix.basename(tsFile)}: ${(caught as Error).message}`,
              file,
              ...(location && { line: location.line, column: location.column + 1 }),
            }),
          );
          // The demo is there, and does not compile: its pages say so at their lines (not that
          // it is missing), with a placeholder where it goes.
          refused[id] = { kind: 'compile', message: (caught as Error).message, hint: null, file, line: location?.line ?? null, column: location ? location.column + 1 : null };
          return refusedEntry(id, name);
        }
      }
      module = {
        id,
        name,
        tsSource,
        jsSource: jsSource ?? generated ?? '',
        jsGenerated: jsSource === null,
        tsPreview: tsSource !== null ? (tsPreview ?? null) : null,
        jsPreview: jsPreview ?? (jsSource === null ? (tsPreview ?? null) : null),
        entry: tsSource !== null ? tsFile : jsFile,
        ...(joyPage && { onJoyPage: true }),
      };
      modules.set(id, module);
    }
    const { entry: _entry, onJoyPage: _onJoyPage, ...entry } = module;
    return entry;
  };

  for (const page of pages) {
    const found: Record<string, DemoEntry> = {};
    const folder = path.posix.dirname(page.contentPath);
    const joyPage = isJoyPage(page.pathname);
    for (const name of page.demoNames) {
      // A demo beside the page (`Name`), or in a folder of the content relative to it
      // (`../usage/ButtonUsage`, as upstream writes some); never outside the content folder.
      if (name.includes('\\')) continue;
      const id = path.posix.normalize(folder === '.' ? name : `${folder}/${name}`);
      if (id.startsWith('../') || id.startsWith('/') || id === '..') continue;
      const base = path.posix.basename(name);
      const single = await loadModule(id, base, joyPage);
      if (single) {
        found[name] = single;
        continue;
      }
      const stylings: Record<string, DemoEntry> = {};
      for (const styling of DEMO_STYLINGS) {
        const entry = await loadModule(`${id}/${styling}/index`, base, joyPage);
        if (entry) stylings[styling] = entry;
      }
      const [first] = Object.values(stylings);
      if (first) found[name] = { ...first, stylings };
    }
    if (Object.keys(found).length > 0) byPage.set(page.file, found);
  }
  return {
    demos: { modules: [...modules.values()].sort((a, b) => a.id.localeCompare(b.id)), byPage, embeds: {}, refused },
    diagnostics,
  };
}
