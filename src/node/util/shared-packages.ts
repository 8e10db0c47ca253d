import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { nearestPackageJson, type PackageJsonCache } from './package-json';
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
 * registered per thread, with the alias it is first given). The hook is registered only once a
 * module the thread imports can reach an ES module of a package (`needsResolveHook`): every
 * import then takes a trip to the hook's thread, and the site's compiled modules name their
 * packages by absolute URL, so a site whose packages are CommonJS (`@mui/joy@5`) needs none.
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
const inPackage = (url) => url !== undefined && url.startsWith('file:') && url.includes('/node_modules/');
export async function resolve(specifier, context, next) {
  if (Object.hasOwn(files, specifier)) return next(files[specifier], context);
  if (shared.test(specifier) && context.parentURL !== undefined && context.parentURL.startsWith('file:')) {
    return next(specifier, { ...context, parentURL: from });
  }
  let resolved;
  try {
    resolved = await next(specifier, context);
  } catch (error) {
    // A package's module importing a file of its own as bundlers allow (\`./constants\`, a
    // folder's index), which Node's ES module resolution does not.
    const code = error && error.code;
    if ((code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT') || !/^\\.\\.?\\//.test(specifier) || !inPackage(context.parentURL)) throw error;
    for (const suffix of ['.js', '.mjs', '.cjs', '/index.js', '/index.mjs']) {
      try {
        resolved = await next(specifier.replace(/\\/$/, '') + suffix, context);
        break;
      } catch {}
    }
    if (!resolved) throw error;
  }
  // A package's JSON imported with no \`with { type: 'json' }\`, as bundlers allow: said here,
  // where every import passes anyway, rather than in a load hook every module would cross to.
  if (resolved.url.endsWith('.json') && inPackage(resolved.url) && (!context.importAttributes || context.importAttributes.type === undefined)) {
    return { ...resolved, importAttributes: { ...context.importAttributes, type: 'json' } };
  }
  return resolved;
}
`;

/**
 * Node's resolver is the thread's, and so is the state of patching it: patched once per thread
 * (`patched`: the CommonJS side; `hooked`: the ES module hook, which cannot be unregistered),
 * with the alias of the config it serves now (`aliasNow`: `dev` reloads a changed config).
 */
let patched = false;
let hooked = false;
let aliasNow: Readonly<Record<string, string>> = {};

/**
 * Puts the rules above in force in this thread, from here on, with the config's `alias`
 * (resolved: paths absolute). Called again, the CommonJS side takes the new alias; the ES
 * module side keeps the one it is registered with (a thread of a build sees one config).
 */
export function shareOwnPackages(alias: Readonly<Record<string, string>> = aliasNow): void {
  aliasNow = alias;
  if (patched) return;
  patched = true;
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
}

/** The alias entries naming a file, as file URLs by specifier: the hook sends an ES module's import of one there. */
const aliasFiles = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(aliasNow)
      .filter(([, target]) => path.isAbsolute(target) && path.extname(target) !== '')
      .map(([specifier, target]) => [specifier, pathToFileURL(target).href]),
  );

/** Registers the ES module resolve hook in this thread, once, with the alias in force. */
function hookEsModules(): void {
  if (hooked) return;
  hooked = true;
  const manifest = path.join(packageRoot(), 'package.json');
  const files = aliasFiles();
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, { data: { from: pathToFileURL(manifest).href, files } });
}

/**
 * Package files' package.json, for the life of the thread, as Node holds the packages it
 * loaded: a package installed anew while `dev` runs is not loaded anew either.
 */
const packageJsons: PackageJsonCache = new Map();

/** Whether Node loads this file as an ES module (by its extension, else its package's `type`). */
function isEsModuleFile(file: string): boolean {
  const extension = path.extname(file);
  if (extension === '.mjs') return true;
  if (extension === '.cjs' || extension === '.json' || extension === '.node') return false;
  return nearestPackageJson(path.dirname(file), packageJsons)?.fields.type === 'module';
}

const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g;
/** Whether a module can reach a package's ES module, by file, once per process: the files do not change during a build. */
const reaches = new Map<string, boolean>();

/**
 * Whether importing a compiled module of the site's (its templates, a demo) can reach an ES
 * module of a package, whose bare imports of React or Emotion, or of an alias, only the resolve
 * hook redirects. The compiled modules name their packages by absolute URL, in the interop
 * modules `site-modules.ts` writes (`data:` URLs); a CommonJS package's own `require`s go
 * through the CommonJS side. A file that cannot be read counts as needing it.
 */
export function needsResolveHook(file: string): boolean {
  const known = reaches.get(file);
  if (known !== undefined) return known;
  reaches.set(file, false);
  let needs = false;
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    source = '';
    needs = true;
  }
  const targets = (text: string, from: string): void => {
    for (const [, specifier] of text.matchAll(IMPORTED)) {
      if (needs) return;
      if (specifier!.startsWith('node:')) continue;
      if (specifier!.startsWith('data:text/javascript,')) targets(decodeURIComponent(specifier!.slice('data:text/javascript,'.length)), from);
      else if (specifier!.startsWith('file:')) needs = lookAt(fileURLToPath(specifier!));
      else if (/^\.\.?\//.test(specifier!)) needs = lookAt(path.resolve(path.dirname(from), specifier!));
      // A bare specifier resolves as it would without the hook, but for those the hook redirects.
      else needs = SHARED_PACKAGES.test(specifier!) || Object.hasOwn(aliasFiles(), specifier!);
    }
  };
  // A module of ours (in docs-site's cache, or a file of the site) is read in turn. A package
  // installed inside docs-site's own folder finds React and Emotion there, docs-site's; another
  // package's file is judged by its format.
  const lookAt = (target: string): boolean => {
    if (!IN_NODE_MODULES.test(target) || IN_OUR_CACHE.test(target)) return needsResolveHook(target);
    if (target.startsWith(path.join(packageRoot(), 'node_modules') + path.sep)) return false;
    return isEsModuleFile(target);
  };
  targets(source, file);
  reaches.set(file, needs);
  return needs;
}

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;
const IN_OUR_CACHE = /[\\/]node_modules[\\/]\.cache[\\/]docs-site[\\/]/;

/**
 * The items in the order to import their modules in: those whose modules need the resolve hook
 * last (each group in its order), so that a thread takes the hook's trips for them alone.
 */
export function hookLast<T>(items: readonly T[], file: (item: T) => string): T[] {
  const first: T[] = [];
  const last: T[] = [];
  for (const item of items) (needsResolveHook(file(item)) ? last : first).push(item);
  return [...first, ...last];
}

/** Imports a module of the site's (its templates, a compiled demo) with the rules above in force. */
export async function importSiteModule<T>(file: string): Promise<T> {
  shareOwnPackages();
  if (!hooked && needsResolveHook(file)) hookEsModules();
  return (await import(pathToFileURL(file).href)) as T;
}
