import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type OutputFile } from 'esbuild';
import type { ComponentType } from 'react';
import { esbuildDiagnostics } from '../assets/esbuild-diagnostics';
import { mapLimit } from '../util/map-limit';
import { packageRoot } from '../util/package-root';
import { resolutionOptions, siteResolutionPlugin } from '../util/site-modules';
import { describeImportFailure, type DemoFailure } from './demo-failure';
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

type BuildOptions = Parameters<typeof build>[0];

const serverBuildOptions = (entryPoints: Record<string, string>, root: string, alias: Readonly<Record<string, string>>): BuildOptions & { write: false } => ({
  entryPoints,
  bundle: true,
  write: false,
  outdir: 'out',
  outExtension: { '.js': '.mjs' },
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  loader: { '.js': 'jsx' },
  logLevel: 'silent',
  legalComments: 'none',
  // Where a demo throws while rendering is reported at its line in the demo's own file
  // (src/render/check-demos.ts reads the maps).
  sourcemap: 'linked',
  sourcesContent: false,
  ...resolutionOptions('node'),
  plugins: [siteResolutionPlugin({ root, alias, platform: 'node' })],
});

/** A source map of the compiled demos, its sources made absolute: the compiled file is written elsewhere than esbuild's `outdir`. */
function relocateSourceMap(contents: Uint8Array, mapDir: string): string {
  const map = JSON.parse(Buffer.from(contents).toString('utf8')) as { sources?: string[] };
  map.sources = (map.sources ?? []).map((source) => pathToFileURL(path.resolve(mapDir, source)).href);
  return JSON.stringify(map);
}

const relativeTo = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * Compiles the demos for Node: all at once, and when that fails, each on its own, so that a
 * demo that does not compile is a failure of that demo and the others still build.
 */
async function compileDemos(modules: readonly DemoModule[], root: string, alias: Readonly<Record<string, string>>): Promise<{ outputFiles: OutputFile[]; failures: Record<string, DemoFailure> }> {
  try {
    const result = await build(serverBuildOptions(Object.fromEntries(modules.map((m) => [m.id, m.entry])), root, alias));
    return { outputFiles: result.outputFiles, failures: {} };
  } catch (caught) {
    if (!esbuildDiagnostics(caught, 'demos/compile', root)) throw caught;
  }
  const failures: Record<string, DemoFailure> = {};
  const outputFiles: OutputFile[] = [];
  await mapLimit(modules, 4, async (module) => {
    try {
      outputFiles.push(...(await build(serverBuildOptions({ [module.id]: module.entry }, root, alias))).outputFiles);
    } catch (caught) {
      const [first] = esbuildDiagnostics(caught, 'demos/compile', root) ?? [];
      if (!first) throw caught;
      failures[module.id] = {
        kind: 'compile',
        message: first.message,
        hint: null,
        file: first.file ?? relativeTo(root, module.entry),
        line: first.line ?? null,
        column: first.column ?? null,
      };
    }
  });
  outputFiles.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { outputFiles, failures };
}

/**
 * Compiles every demo for Node and imports it, to render it on the server. npm packages stay
 * imports, resolved from the site's folder, but for React and Emotion, which are docs-site's
 * (src/util/site-modules.ts). The output lands in a cache folder named by its content hash.
 *
 * A demo that does not compile, whose imports do not resolve, or that exports no component is
 * a failure of that demo, kept in `failures`: the pages that embed it report it at their line,
 * and every other demo still works.
 */
export async function bundleServerDemos(modules: readonly DemoModule[], root: string, alias: Readonly<Record<string, string>> = {}): Promise<{ demos: ServerDemos; failures: Record<string, DemoFailure> }> {
  if (modules.length === 0) return { demos: { components: {}, modulePaths: {} }, failures: {} };
  const { outputFiles, failures } = await compileDemos(modules, root, alias);
  const hash = createHash('sha256');
  for (const file of outputFiles) hash.update(file.path).update(file.contents);
  const cacheDir = path.join(packageRoot(), 'node_modules', '.cache', 'docs-site', `demos-${hash.digest('hex').slice(0, 16)}`);
  const outRoot = path.resolve('out');
  const written: Record<string, string> = {};
  for (const file of outputFiles) {
    const relative = path.relative(outRoot, file.path);
    const target = path.join(cacheDir, relative);
    if (!existsSync(target)) {
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, relative.endsWith('.map') ? relocateSourceMap(file.contents, path.dirname(file.path)) : file.contents);
      await rename(temporary, target);
    }
    if (relative.endsWith('.mjs')) written[relative.split(path.sep).join('/').replace(/\.mjs$/, '')] = target;
  }
  const components: Record<string, ComponentType> = {};
  const modulePaths: Record<string, string> = {};
  for (const module of modules) {
    if (failures[module.id]) continue;
    const modulePath = written[module.id];
    if (!modulePath) throw new Error(`esbuild wrote no module for the demo ${module.id}`);
    const demoFile = relativeTo(root, module.entry);
    let imported: { default?: ComponentType };
    try {
      imported = (await import(pathToFileURL(modulePath).href)) as { default?: ComponentType };
    } catch (caught) {
      failures[module.id] = { kind: 'import', ...describeImportFailure(caught), file: demoFile, line: null, column: null };
      continue;
    }
    if (typeof imported.default !== 'function' && (typeof imported.default !== 'object' || imported.default === null)) {
      failures[module.id] = {
        kind: 'export',
        message: `${module.name} must export its component as the default export`,
        hint: `add \`export default function ${module.name}() { ... }\``,
        file: demoFile,
        line: null,
        column: null,
      };
      continue;
    }
    components[module.id] = imported.default;
    modulePaths[module.id] = modulePath;
  }
  return { demos: { components, modulePaths }, failures };
}
