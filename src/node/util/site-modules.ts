import { readFileSync } from 'node:fs';
import { initSync as initLexer, parse as parseCommonJs } from 'cjs-module-lexer';
import { createRequire } from 'node:module';
import path from 'node:path';
import { INTEROP_PREFIX } from './interop-url';
import { pathToFileURL } from 'node:url';
import type { ImportKind, OnResolveResult, Plugin, ResolveOptions, ResolveResult } from 'esbuild';
import { createBatchResolver, type Resolution } from './batch-resolve';
import { packageRoot } from './package-root';
import { applyAlias, SHARED_PACKAGES } from './shared-packages';

export { applyAlias };

/**
 * How the site's own code (templates, demos, embeds) finds its modules:
 *
 * - npm packages resolve from the site's folder (its own `package.json` and `node_modules`), so
 *   a site documents the version of its library it installs, and from docs-site's when the site
 *   has none. A site's own templates resolve from there too.
 * - docs-site's theme (its `templates/`, and the parts a site's `components` replace in it)
 *   resolves from docs-site's folder, then the site's for packages docs-site does not have:
 *   the shell renders with the `@mui/material` it was written for, while the demos run on the site's, whatever its major version (`@mui/material@5`
 *   beside docs-site's own). The two copies share nothing but React and Emotion.
 * - React, ReactDOM and Emotion are always docs-site's: the page is rendered by one React, and
 *   the Emotion cache docs-site gives each render must be the one the components write to.
 *   For the packages Node imports, src/node/util/shared-packages.ts enforces it.
 * - The config's `alias` maps a module specifier, or a prefix of one, to a file or folder of
 *   the site or to another specifier, as bundlers write it (`'docs/src': './docs-src'`).
 *
 * For Node (`platform: 'node'`), a package is resolved here and imported by its absolute path,
 * as Node's `require` would pick it (the `require` condition, `main`: `NODE_PREFERS`), its ES
 * modules when it has nothing else; what it imports in turn is
 * Node's to resolve, from where it is installed. Its default export is taken as bundlers take
 * it (`interopModule`): Node gives the `module.exports` of a CommonJS module as the default,
 * esbuild and webpack its `exports.default` when it is marked `__esModule`.
 */

const SHARED = SHARED_PACKAGES;

/** Not a relative or absolute path (esbuild filters are Go regular expressions: no lookahead). */
const NOT_A_PATH = /^[^./]/;
const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * A file of an installed package, whose imports are its own business. docs-site's own files
 * (its theme in templates/, the browser sources) are not, though an installed docs-site has
 * them under `node_modules/docs-site/`: their imports follow the site's rules like the site's.
 */
function inInstalledPackage(file: string): boolean {
  const own = packageRoot() + path.sep;
  return file.startsWith(own) ? IN_NODE_MODULES.test(file.slice(own.length - 1)) : IN_NODE_MODULES.test(file);
}
/** A URL or a `node:` builtin: not a package. */
const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export interface ResolutionOptions {
  /** The site's folder: packages resolve from there first. */
  root: string;
  /** The config's `alias`: specifier (or prefix) -> absolute path, or another specifier. */
  alias: Readonly<Record<string, string>>;
  /** `node`: packages stay imports (by absolute path); `browser`: everything is bundled. */
  platform: 'node' | 'browser';
  /**
   * Where every npm package the compiled code imports resolves from first, if not the site's
   * folder: docs-site's, for its theme (the site's folder then has the packages docs-site does
   * not). Files of docs-site's `templates/` always resolve so.
   */
  packagesFrom?: string;
}

/** docs-site's theme, whose packages are docs-site's own. */
const ownTheme = () => path.join(packageRoot(), 'templates') + path.sep;

/** esbuild options that go with the plugin: Node's choice of a package's files, and docs-site's packages as the fallback. */
export const resolutionOptions = (platform: 'node' | 'browser') => ({
  nodePaths: [path.join(packageRoot(), 'node_modules')],
  // Node picks a package's files by its `import`/`require` and `node` conditions and `main`
  // only; esbuild would also take `module`, a different copy of the same library.
  ...(platform === 'node' && { conditions: [] as string[], mainFields: ['main'] }),
  // For the browser, esbuild's own order, said out loud: left to its default, esbuild takes
  // `main` for a folder some CommonJS module `require`s, for every import of that folder, while
  // the package's other folders stay `module`. Material UI v5 gives each folder a package.json
  // of its own, and `@mui/icons-material@5` (CommonJS) requires some: its components then read
  // the CommonJS copy of a context whose ES module copy the `ThemeProvider` fills (a theme's
  // `components` default props, a locale's texts, were lost once hydrated).
  ...(platform === 'browser' && { mainFields: ['browser', 'module', 'main'] }),
});

/**
 * What the site's code imports in place of an installed package's file, for Node: a module
 * (a `data:` URL, so that nothing on disk can go missing) with the file's named exports as they
 * are, checked by Node when it links the demo, and its default export as bundlers give it. A
 * CommonJS module marked `__esModule` (compiled from ES modules by Babel or TypeScript:
 * `@mui/joy@5`'s files, `@emotion/cache`'s `main`) gives its `exports.default`, where Node
 * alone would give the whole `module.exports`, and `import Button from '@mui/joy/Button'`
 * would be an object.
 */
export function interopModule(file: string): string {
  const target = JSON.stringify(pathToFileURL(file).href);
  // The names a CommonJS module exports, when Node's static reading of the file may miss them
  // (esbuild's own CommonJS output, as `use-count-up` ships): taken from the module itself.
  const names = commonJsExportNames(file);
  const named = names.length === 0 ? '' : `${names.map((name, i) => `const e${i} = value == null ? undefined : value[${JSON.stringify(name)}];`).join('\n')}
export { ${names.map((name, i) => `e${i} as ${JSON.stringify(name)}`).join(', ')} };
`;
  const code = `import * as module from ${target};
export * from ${target};
const value = module.default;
export default value != null && value.__esModule === true ? value.default : value;
${named}`;
  return `${INTEROP_PREFIX}${encodeURIComponent(code)}`;
}

/** More names than this, and the module is a barrel whose names Node reads statically (Babel's output is written so). */
const MAX_LISTED_EXPORTS = 300;

/** Whether Node loads `file` as CommonJS: `.cjs`, or `.js` in a package that is not `"type": "module"`. */
function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!/\.jsx?$/.test(file)) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    let type = packageTypes.get(manifest);
    if (type === undefined) {
      try {
        type = (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type === 'module' ? 'module' : 'commonjs';
      } catch {
        type = null;
      }
      packageTypes.set(manifest, type);
    }
    if (type !== null) return type === 'commonjs';
    if (path.dirname(dir) === dir) return true;
  }
}
/** Each package.json's `type`, read once per process: installed packages do not change during a build. */
const packageTypes = new Map<string, 'module' | 'commonjs' | null>();

/**
 * The names a CommonJS file exports that Node would not see: when Node's own reading of the file
 * (cjs-module-lexer, the same library) finds no export, the module is loaded for them (Node
 * would load it to run the demo anyway). None for an ES module, a file Node reads well, a
 * barrel, or a file that fails to load.
 */
function commonJsExportNames(file: string): string[] {
  if (!isCommonJs(file)) return [];
  try {
    initLexer();
    const seen = parseCommonJs(readFileSync(file, 'utf8'));
    if (seen.reexports.length > 0 || seen.exports.some((name) => name !== '__esModule')) return [];
    const value = createRequire(file)(file) as unknown;
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
    const names = Object.keys(value).filter((name) => name !== 'default' && name !== '__esModule');
    return names.length > MAX_LISTED_EXPORTS ? [] : names;
  } catch {
    return [];
  }
}


/**
 * The first lines of a module compiled for Node with the plugin below: a `require` of the
 * module's own, which esbuild's `__require` calls for the `require()`s compiled in (ES module
 * output has none, and would throw "Dynamic require ... is not supported").
 */
export const NODE_REQUIRE_BANNER = {
  js: "import { createRequire as __docsSiteCreateRequire } from 'node:module';\nconst require = __docsSiteCreateRequire(import.meta.url);",
};

/**
 * How the site's code imports a package for Node: as `require` would, so that a package that
 * ships CommonJS beside its ES modules (`@mui/material@7`, `@mui/x-data-grid@8`: an `exports`
 * map with `import` and `require`) loads its CommonJS build. Node loads a CommonJS file in the
 * thread that asks for it, and the React and Emotion of docs-site's are given to it by
 * `shared-packages.ts`'s CommonJS side; an ES module's every import instead takes a trip to the
 * thread of the resolve hook that gives them, which about doubles what loading the Data Grid
 * costs, in each thread that loads it (`npm run bench:demo-packages`). It is also the copy a
 * CommonJS package's own `require` of the package loads.
 * A package with ES modules only is imported as they are.
 */
const NODE_PREFERS: ImportKind = 'require-call';

/** esbuild's view of the rules above; use it with `resolutionOptions` (and, for Node, `NODE_REQUIRE_BANNER`). */
export function siteResolutionPlugin(options: ResolutionOptions): Plugin {
  const requireFromDocsSite = createRequire(path.join(packageRoot(), 'package.json'));
  const node = options.platform === 'node';
  return {
    name: 'docs-site-resolution',
    setup(build) {
      // esbuild resolves the imports asked for here many at a time (util/batch-resolve.ts):
      // a plugin's `build.resolve` costs milliseconds of esbuild's CPU a call. Most of a bundle's
      // packages import the same few specifiers (React, Emotion), whose answer depends only on
      // where they resolve from: each is asked for once.
      const { platform, conditions, mainFields, nodePaths } = build.initialOptions;
      const resolve = createBatchResolver({ platform, conditions, mainFields, nodePaths });
      // For Node, an installed package is imported from where it is installed, through an
      // interop module; the site's own files (an alias to its sources, a workspace package) are
      // compiled in.
      // One interop module per file and build: making one reads and lexes the file.
      const interops = new Map<string, string>();
      const installed = (file: string, kind: ImportKind): OnResolveResult => {
        // A `require()` in code compiled in (a site's CommonJS module, docs-site's Next.js
        // stand-ins) is Node's own `require` of the file (NODE_REQUIRE_BANNER): an ES module's
        // `data:` URL cannot be required, and CommonJS's cache gives the instance `import` does.
        if (kind === 'require-call') return { path: file, external: true };
        let interop = interops.get(file);
        if (interop === undefined) {
          interop = interopModule(file);
          interops.set(file, interop);
        }
        return { path: interop, external: true };
      };
      // For Node, a package's CommonJS build when it ships one beside its ES modules (its
      // `require` condition), else its ES modules: see `NODE_PREFERS`.
      const resolveFor = async (specifier: string, from: string, kind: ImportKind): Promise<Resolution> => {
        if (!node || kind === NODE_PREFERS) return resolve(specifier, from, kind);
        const preferred = await resolve(specifier, from, NODE_PREFERS);
        return preferred.errors.length ? resolve(specifier, from, kind) : preferred;
      };
      const settle = (resolved: OnResolveResult & { path: string }, kind: ImportKind): OnResolveResult =>
        node && !resolved.external && inInstalledPackage(resolved.path) ? installed(resolved.path, kind) : resolved;
      build.onResolve({ filter: NOT_A_PATH }, async (args): Promise<OnResolveResult | undefined> => {
        if (WITH_SCHEME.test(args.path)) return undefined;
        const aliased = applyAlias(args.path, options.alias);
        if (aliased !== null) {
          const resolved = await resolveFor(aliased, options.root, args.kind);
          return resolved.errors.length ? { errors: resolved.errors } : settle(resolved, args.kind);
        }
        if (SHARED.test(args.path)) {
          // For Node, the very file docs-site's own `import` of it loads: the same instance.
          if (node) return installed(requireFromDocsSite.resolve(args.path), args.kind);
          const resolved = await resolve(args.path, packageRoot(), args.kind);
          return resolved.errors.length ? { errors: resolved.errors } : resolved;
        }
        // A package's own imports resolve from where it is installed (its dependencies' versions).
        if (inInstalledPackage(args.importer)) return undefined;
        const from = options.packagesFrom ?? (args.importer.startsWith(ownTheme()) ? packageRoot() : options.root);
        let resolved = await resolveFor(args.path, from, args.kind);
        // A package docs-site does not have, which the site's overrides of its theme import, is the site's.
        if (resolved.errors.length && from !== options.root) resolved = await resolveFor(args.path, options.root, args.kind);
        // A package that is not installed is left for Node, whose error names it (demos report it).
        if (resolved.errors.length) return node ? { path: args.path, external: true } : { errors: resolved.errors };
        return settle(resolved, args.kind);
      });
    },
  };
}
