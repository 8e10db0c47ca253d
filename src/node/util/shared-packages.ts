import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from './package-root';

/**
 * One React, ReactDOM and Emotion in each thread, whoever imports them. The site's code is
 * compiled with the rule (src/node/util/site-modules.ts), but a package the site installs is
 * imported from where it is installed, and its own `require('react')` or `import 'react'` is
 * Node's to resolve: from the site's `node_modules`, where a site on `@mui/material@5` may have
 * React 18 and its own Emotion, or none at all (Emotion is an optional peer of `@mui/joy`).
 * Two Reacts fail every hook ("reading 'useContext'"); two Emotions lose the styles the render
 * collects. So for these packages Node is told to resolve from docs-site's folder: `require`
 * by wrapping its resolver, `import` by a resolve hook (both are how Node lets a program
 * redirect its own modules; the hook runs in a thread of Node's and is registered per thread).
 */

/** The packages of which there must be one copy: docs-site's. */
export const SHARED_PACKAGES = /^(?:react|react-dom|scheduler|@emotion\/[^/]+)(?:\/.*)?$/;

/** The ES module resolve hook, as source: given docs-site's package.json URL, resolves the shared packages from there. */
const HOOKS = `
let from;
const shared = ${SHARED_PACKAGES.toString()};
export function initialize(data) { from = data.from; }
export function resolve(specifier, context, next) {
  if (shared.test(specifier) && context.parentURL !== undefined && context.parentURL.startsWith('file:')) {
    return next(specifier, { ...context, parentURL: from });
  }
  return next(specifier, context);
}
`;

let shared = false;

/** Makes every import of the shared packages in this thread, from here on, load docs-site's copy. Idempotent. */
export function shareOwnPackages(): void {
  if (shared) return;
  shared = true;
  const manifest = path.join(packageRoot(), 'package.json');
  const fromDocsSite = createRequire(manifest);
  type Resolver = (request: string, parent: unknown, isMain: boolean, options?: unknown) => string;
  const internals = Module as unknown as { _resolveFilename: Resolver };
  const resolveFilename = internals._resolveFilename;
  const resolved = new Map<string, string>();
  let inner = false;
  internals._resolveFilename = function (request, parent, isMain, options) {
    if (inner || !SHARED_PACKAGES.test(request)) return resolveFilename.call(this, request, parent, isMain, options);
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
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, { data: { from: pathToFileURL(manifest).href } });
}

/** Imports a module of the site's (its templates, a compiled demo) with the rule above in force. */
export async function importSiteModule<T>(file: string): Promise<T> {
  shareOwnPackages();
  return (await import(pathToFileURL(file).href)) as T;
}
