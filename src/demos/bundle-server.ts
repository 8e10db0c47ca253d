import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { ComponentType } from 'react';
import { esbuildDiagnostics } from '../assets/esbuild-diagnostics';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { packageRoot } from '../util/package-root';
import type { DemoModule } from './load-demos';

/** The demos' components for server rendering, by demo id. */
export interface ServerDemos {
  components: Record<string, ComponentType>;
  /** The compiled module of each demo, importable by worker threads. */
  modulePaths: Record<string, string>;
}

/** Imports the demos' compiled server modules (in any thread): their default exports, by demo id. */
export async function importServerDemos(modulePaths: Readonly<Record<string, string>>): Promise<Record<string, ComponentType>> {
  const components: Record<string, ComponentType> = {};
  for (const [id, modulePath] of Object.entries(modulePaths)) {
    const imported = (await import(pathToFileURL(modulePath).href)) as { default?: ComponentType };
    if (imported.default) components[id] = imported.default;
  }
  return components;
}

/**
 * Compiles every demo for Node and imports it, to render it on the server. npm packages stay
 * external and resolve from docs-site's own node_modules, so demos and the page share one
 * React and one Emotion. The output lands in a cache folder named by its content hash.
 */
export async function bundleServerDemos(modules: readonly DemoModule[], root: string): Promise<{ demos: ServerDemos | null; diagnostics: Diagnostic[] }> {
  if (modules.length === 0) return { demos: { components: {}, modulePaths: {} }, diagnostics: [] };
  let outputFiles;
  try {
    const result = await build({
      entryPoints: Object.fromEntries(modules.map((m) => [m.id, m.entry])),
      bundle: true,
      write: false,
      outdir: 'out',
      outExtension: { '.js': '.mjs' },
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      packages: 'external',
      logLevel: 'silent',
      legalComments: 'none',
    });
    outputFiles = result.outputFiles;
  } catch (caught) {
    const diagnostics = esbuildDiagnostics(caught, 'demos/compile', root);
    if (!diagnostics) throw caught;
    return { demos: null, diagnostics };
  }
  const hash = createHash('sha256');
  for (const file of outputFiles) hash.update(file.path).update(file.contents);
  const cacheDir = path.join(packageRoot(), 'node_modules', '.cache', 'docs-site', `demos-${hash.digest('hex').slice(0, 16)}`);
  const outRoot = path.resolve('out');
  const modulePaths: Record<string, string> = {};
  for (const file of outputFiles) {
    const relative = path.relative(outRoot, file.path);
    const target = path.join(cacheDir, relative);
    if (!existsSync(target)) {
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, file.contents);
      await rename(temporary, target);
    }
    modulePaths[relative.split(path.sep).join('/').replace(/\.mjs$/, '')] = target;
  }
  const components: Record<string, ComponentType> = {};
  for (const module of modules) {
    const modulePath = modulePaths[module.id];
    if (!modulePath) throw new Error(`esbuild wrote no module for the demo ${module.id}`);
    const imported = (await import(pathToFileURL(modulePath).href)) as { default?: ComponentType };
    if (imported.default === undefined || imported.default === null) {
      return {
        demos: null,
        diagnostics: [
          {
            severity: 'error',
            code: 'demos/no-default-export',
            message: `The demo ${module.name} must export its component as the default export`,
            file: path.relative(root, module.entry).split(path.sep).join('/'),
          },
        ],
      };
    }
    components[module.id] = imported.default;
  }
  return { demos: { components, modulePaths }, diagnostics: [] };
}
