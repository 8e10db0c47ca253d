import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message } from 'esbuild';
import { applyAlias } from '../util/shared-packages';
import { interopModule, NODE_REQUIRE_BANNER } from '../util/site-modules';

/** Marks the plugin's own resolution. */
const INNER = 'docs-site-import-module';

/** A failure to load a TypeScript module, with the position esbuild or the runtime gave. */
export class ModuleLoadError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

/**
 * The config imports `defineConfig` from `docs-site`; it is an identity function, so the
 * config is compiled against this stand-in and never needs the package to be resolvable from
 * wherever the site lives.
 */
const DOCS_SITE_SHIM = 'export const defineConfig = (config) => config;';

/** How `importModule` treats the module's imports of npm packages and of the site's other modules. */
export interface ImportOptions {
  /** The config's `alias` (paths absolute): a specifier it maps to a file of the site is compiled in. */
  alias?: Readonly<Record<string, string>>;
  /**
   * Imports that resolve nowhere (modules of another app, which a data file imports for its
   * types or icons) get a stand-in instead of failing: any value read from it is the string
   * `icon:<name>` (`standardNavIcons.WebIcon` is `icon:WebIcon`). Their specifiers are listed in `stubbed`.
   */
  stubMissing?: boolean;
}

/** A bare module specifier: not a path, not a URL or a `node:` builtin. */
const BARE = /^[^./]/;
const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The stand-in for a module that resolves nowhere: CommonJS, so that any named import of it is allowed. */
const STUB = "const icon = (name) => 'icon:' + String(name); module.exports = new Proxy({}, { get: (_, name) => name === '__esModule' ? false : name === 'default' ? module.exports : icon(name) });";

/**
 * An icon of an icon package (`@mui/icons-material/Campaign`, as MUI X's `pages.ts` imports
 * one): with `stubMissing`, a data file gets the icon's name (`icon:Campaign`), whether the
 * package is installed or not. Navigation shows icons by name; loading the component would
 * load the package's UI library in this thread, for nothing.
 */
const ICON_MODULE = /^@mui\/icons-material\/(?:esm\/)?([A-Za-z][A-Za-z0-9]*)(?:\.js)?$/;

/**
 * Loads a TypeScript (or JavaScript) module at run time: esbuild bundles its relative imports
 * (and, with `alias`, what the alias maps to the site's files), leaves npm packages to Node,
 * and the result is imported from a temporary file beside the source so that those packages
 * resolve as they would for the source itself.
 */
export async function importModule(file: string, options: ImportOptions = {}, stubbed: string[] = []): Promise<Record<string, unknown>> {
  let result;
  const { alias = {}, stubMissing = false } = options;
  try {
    result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      sourcemap: 'inline',
      banner: NODE_REQUIRE_BANNER,
      plugins: [
        {
          name: 'docs-site-shim',
          setup(b) {
            b.onResolve({ filter: /^docs-site$/ }, () => ({ path: 'docs-site', namespace: 'docs-site-shim' }));
            b.onLoad({ filter: /.*/, namespace: 'docs-site-shim' }, () => ({ contents: DOCS_SITE_SHIM, loader: 'js' }));
            b.onLoad({ filter: /.*/, namespace: 'docs-site-stub' }, () => ({ contents: STUB, loader: 'js' }));
            b.onLoad({ filter: /.*/, namespace: 'docs-site-icon' }, (args) => ({ contents: `export default ${JSON.stringify(`icon:${String(args.pluginData)}`)};`, loader: 'js' }));
            b.onResolve({ filter: BARE }, async (args) => {
              if (args.pluginData === INNER || WITH_SCHEME.test(args.path)) return undefined;
              const icon = stubMissing ? ICON_MODULE.exec(args.path)?.[1] : undefined;
              if (icon) return { path: args.path, namespace: 'docs-site-icon', pluginData: icon };
              const aliased = applyAlias(args.path, alias);
              if (aliased !== null && path.isAbsolute(aliased)) {
                const resolved = await b.resolve(aliased, { kind: args.kind, resolveDir: args.resolveDir, pluginData: INNER });
                if (!resolved.errors.length) return { path: resolved.path };
              } else {
                const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: INNER });
                // An installed package is Node's to load, by the file esbuild found (as a bundler
                // does: `@mui/icons-material/ArticleRounded` of v5 has no extension, which Node's
                // own resolution of an ES module's import requires), through the interop module
                // that gives its default export as bundlers do.
                if (!resolved.errors.length) {
                  if (resolved.external) return { path: args.path, external: true };
                  return { path: args.kind === 'require-call' ? resolved.path : interopModule(resolved.path), external: true };
                }
              }
              if (!stubMissing) return { path: args.path, external: true };
              stubbed.push(args.path);
              return { path: args.path, namespace: 'docs-site-stub' };
            });
          },
        },
      ],
    });
  } catch (caught) {
    const first = (caught as { errors?: Message[] }).errors?.[0];
    if (first) {
      throw new ModuleLoadError(
        first.text,
        first.location?.file ? path.resolve(first.location.file) : file,
        first.location?.line,
        first.location ? first.location.column + 1 : undefined,
      );
    }
    throw caught;
  }
  const code = result.outputFiles[0]?.text ?? '';
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.mjs`,
  );
  await writeFile(temporary, code);
  try {
    return (await import(pathToFileURL(temporary).href)) as Record<string, unknown>;
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    throw new ModuleLoadError(`${error.name}: ${error.message}`, file);
  } finally {
    await rm(temporary, { force: true });
  }
}
