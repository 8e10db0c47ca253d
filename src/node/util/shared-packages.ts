import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from './package-root';

/**
 * How Node resolves what the site's installed packages import, in each thread that loads the
 * site's code. The site's own code is compiled with these rules (src/node/util/site-modules.ts),
 * but a package the site installs is imported from where it is installed, and its own
 * `require('react')` or `import 'react'` is Node's to resolve:
 *
 * - React, ReactDOM and Emotion resolve from docs-site's folder. From the site's
 *   `node_modules`, a site on `@mui/material@5` may have React 18 and its own Emotion, or none
 *   at all (Emotion is an optional peer of `@mui/joy`): two Reacts fail every hook ("reading
 *   'useContext'"), two Emotions lose the styles the render collects.
 * - The config's `alias` entries that name a file of the site or of docs-site apply too (the
 *   `next/router` of `nextStandIns`, imported by `@mui/docs`), as they do in the browser bundle.
 *
 * Node is told so by wrapping its CommonJS resolver and by an ES module resolve hook (both are
 * how Node lets a program redirect its own modules; the hook runs in a thread of Node's and is
 * registered per thread, with the alias it is first given).
 */

/** The packages of which there must be one copy: docs-site's. */
export const SHARED_PACKAGES = /^(?:react|react-dom|scheduler|@emotion\/[^/]+)(?:\/.*)?$/;

/** The specifier an alias turns `specifier` into, or null when none applies (the longest key wins). */
export function applyAlias(specifier: string, alias: Readonly<Record<string, string>>): string | null {
  let best: string | null = null;
  for (const key of Object.keys(alias)) {
    if ((specifier === key || specifier.startsWith(`${key}/`)) && (best === null || key.length > best.length)) best = key;
  }
  return best === null ? null : `${alias[best]!}${specifier.slice(best.length)}`;
}

/** The ES module resolve hook, as source. `data`: docs-site's package.json URL, and the alias entries naming files (specifier -> file URL). */
const HOOKS = `
let from;
let files = {};
const shared = ${SHARED_PACKAGES.toString()};
export function initialize(data) { from = data.from; files = data.files; }
export function resolve(specifier, context, next) {
  if (Object.hasOwn(files, specifier)) return next(files[specifier], context);
  if (shared.test(specifier) && context.parentURL !== undefined && context.parentURL.startsWith('file:')) {
    return next(specifier, { ...context, parentURL: from });
  }
  return next(specifier, context);
}
`;

let registered = false;
let aliasNow: Readonly<Record<string, string>> = {};

/**
 * Puts the rules above in force in this thread, from here on, with the config's `alias`
 * (resolved: paths absolute). Called again, the CommonJS side takes the new alias; the ES
 * module side keeps the first (a thread of a build sees one config).
 */
export function shareOwnPackages(alias: Readonly<Record<string, string>> = aliasNow): void {
  aliasNow = alias;
  if (registered) return;
  registered = true;
  const manifest = path.join(packageRoot(), 'package.json');
  const fromDocsSite = createRequire(manifest);
  type Resolver = (request: string, parent: unknown, isMain: boolean, options?: unknown) => string;
  const internals = Module as unknown as { _resolveFilename: Resolver };
  const resolveFilename = internals._resolveFilename;
  const resolved = new Map<string, string>();
  let inner = false;
  internals._resolveFilename = function (request, parent, isMain, options) {
    if (inner || /^[./]/.test(request)) return resolveFilename.call(this, request, parent, isMain, options);
    const aliased = applyAlias(request, aliasNow);
    if (aliased !== null && path.isAbsolute(aliased)) return resolveFilename.call(this, aliased, parent, isMain, options);
    if (!SHARED_PACKAGES.test(request)) return resolveFilename.call(this, request, parent, isMain, options);
    let file = resolved.get(request);
    if (file === undefined) {
      inner = true;
      try {
        file = fromDocsSite.resolve(request);
      } finally {
        inner = false;
      }
      resolved.set(request, file);
    }
    return file;
  };
  const files = Object.fromEntries(
    Object.entries(alias)
      .filter(([, target]) => path.isAbsolute(target) && path.extname(target) !== '')
      .map(([specifier, target]) => [specifier, pathToFileURL(target).href]),
  );
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, { data: { from: pathToFileURL(manifest).href, files } });
}

/** Imports a module of the site's (its templates, a compiled demo) with the rules above in force. */
export async function importSiteModule<T>(file: string): Promise<T> {
  shareOwnPackages();
  return (await import(pathToFileURL(file).href)) as T;
}
