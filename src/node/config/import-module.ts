import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message } from 'esbuild';

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

/**
 * Loads a TypeScript (or JavaScript) module at run time: esbuild bundles its relative imports,
 * leaves npm packages to Node, and the result is imported from a temporary file beside the
 * source so that those packages resolve as they would for the source itself.
 */
export async function importModule(file: string): Promise<Record<string, unknown>> {
  let result;
  try {
    result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      sourcemap: 'inline',
      plugins: [
        {
          name: 'docs-site-shim',
          setup(b) {
            b.onResolve({ filter: /^docs-site$/ }, () => ({ path: 'docs-site', namespace: 'docs-site-shim' }));
            b.onLoad({ filter: /.*/, namespace: 'docs-site-shim' }, () => ({ contents: DOCS_SITE_SHIM, loader: 'js' }));
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
