import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { warning, type Diagnostic } from '../diagnostics/diagnostic';
import { applyAlias } from '../util/shared-packages';

/** A page module is read up to this size: upstream's are a few lines. */
const MAX_PAGE_MODULE_BYTES = 64 * 1024;
const PAGE_MODULE = /\.(?:js|jsx|ts|tsx)$/;
/** Upstream's page modules import their markdown so: `import * as pageProps from 'docs/data/.../button.md?muiMarkdown';` */
const MARKDOWN_IMPORT = /\bfrom\s*['"]([^'"\n]+\.md)\?muiMarkdown['"]/;

const toPosix = (p: string) => p.split(path.sep).join('/');

/**
 * The routes a Next.js pages folder gives (upstream's `docs/pages`): each page module that
 * imports a markdown file with `?muiMarkdown` is the route of that file, by its path in the
 * folder (`material-ui/react-button.js` -> `/material-ui/react-button`, `index.js` -> its
 * folder). The import is mapped to a file as the demos' are: relative to the module, or through
 * the config's `alias` (`'docs/data': './data'`). Only files of the content folder are routed;
 * `_app.js` and the like, dynamic segments (`[docsTab]`) and symbolic links are left alone.
 * Returns content-relative file -> route.
 */
export async function routesFromNextPages(
  pagesDir: string,
  contentDir: string,
  alias: Readonly<Record<string, string>>,
  root: string,
): Promise<{ routes: Record<string, string>; diagnostics: Diagnostic[] }> {
  const routes: Record<string, string> = {};
  const diagnostics: Diagnostic[] = [];
  const shown = (file: string) => toPosix(path.relative(root, file));
  let files: string[];
  try {
    files = (await readdir(pagesDir, { recursive: true })).map((name) => path.join(pagesDir, name)).sort();
  } catch {
    return { routes, diagnostics: [warning({ code: 'config/next-pages', message: `nextPages: no folder ${shown(pagesDir)}`, file: shown(pagesDir) })] };
  }
  const unmapped = new Set<string>();
  for (const file of files) {
    const relative = toPosix(path.relative(pagesDir, file));
    if (!PAGE_MODULE.test(relative) || relative.split('/').some((part) => part.startsWith('_') || part.startsWith('.') || part.includes('['))) continue;
    const stats = await lstat(file);
    if (!stats.isFile() || stats.size > MAX_PAGE_MODULE_BYTES) continue;
    const specifier = MARKDOWN_IMPORT.exec(await readFile(file, 'utf8'))?.[1];
    if (!specifier) continue;
    const aliased = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : applyAlias(specifier, alias);
    if (aliased === null || !path.isAbsolute(aliased)) {
      const prefix = specifier.split('/').slice(0, 2).join('/');
      if (!unmapped.has(prefix)) {
        unmapped.add(prefix);
        diagnostics.push(
          warning({
            code: 'config/next-pages',
            message: `${shown(file)} imports ${specifier}, which no alias maps to a file: its route is not known`,
            file: shown(file),
            hint: `add \`alias: { '${prefix}': './<folder>' }\` to the config`,
          }),
        );
      }
      continue;
    }
    const inContent = path.relative(contentDir, aliased);
    if (inContent.startsWith('..') || path.isAbsolute(inContent)) continue;
    const route = `/${relative.replace(PAGE_MODULE, '').replace(/(?:^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
    routes[toPosix(inContent)] ??= route;
  }
  return { routes, diagnostics };
}
