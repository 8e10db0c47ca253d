import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type OutputFile } from 'esbuild';
import type { ComponentType } from 'react';
import { esbuildDiagnostics } from '../assets/esbuild-diagnostics';
import { mapLimit } from '../util/map-limit';
import { packageRoot } from '../util/package-root';
import { resolutionOptions, siteResolutionPlugin } from '../util/site-modules';
import { describeImportFailure, packageName, type DemoFailure } from './demo-failure';
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

const serverBuildOptions = (entryPoints: Record<string, string>, root: string, alias: Readonly<Record<string, string>>): BuildOptions & { write: false; metafile: true } => ({
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
  // Which packages the demos import (src/site/prepare-demos.ts warns about some).
  metafile: true,
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

/** The folder compiled modules are written to, named by their content's hash: written once, never changed. */
const cacheFolder = () => path.join(packageRoot(), 'node_modules', '.cache', 'docs-site');

/** Writes `target` unless it exists (its name is its content's hash), atomically, for other builds reading it at the same time. */
async function writeOnce(target: string, contents: () => string | Uint8Array): Promise<void> {
  if (existsSync(target)) return;
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, contents());
  await rename(temporary, target);
}

/**
 * Compiles a module of docs-site's own (`contents`, JavaScript) whose imports resolve as a
 * demo's do, from the site's folder and through its `alias`, and writes it to the cache
 * folder: its path, for any thread to import. Throws esbuild's failure when an import does
 * not resolve.
 */
export async function compileSiteModule(name: string, contents: string, root: string, alias: Readonly<Record<string, string>>): Promise<string> {
  const { entryPoints: _entryPoints, sourcemap: _sourcemap, metafile: _metafile, outdir: _outdir, ...options } = serverBuildOptions({}, root, alias);
  const result = await build({ ...options, stdin: { contents, resolveDir: root, sourcefile: `${name}.js`, loader: 'js' }, outfile: `${name}.mjs` });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild wrote no module for ${name}`);
  const target = path.join(cacheFolder(), `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  await writeOnce(target, () => code);
  return target;
}

/**
 * Compiles the demos for Node: all at once, and when that fails, each on its own, so that a
 * demo that does not compile is a failure of that demo and the others still build.
 */
async function compileDemos(
  modules: readonly DemoModule[],
  root: string,
  alias: Readonly<Record<string, string>>,
): Promise<{ outputFiles: OutputFile[]; metafiles: Metafile[]; failures: Record<string, DemoFailure> }> {
  try {
    const result = await build(serverBuildOptions(Object.fromEntries(modules.map((m) => [m.id, m.entry])), root, alias));
    return { outputFiles: result.outputFiles, metafiles: [result.metafile], failures: {} };
  } catch (caught) {
    if (!esbuildDiagnostics(caught, 'demos/compile', root)) throw caught;
  }
  const failures: Record<string, DemoFailure> = {};
  const outputFiles: OutputFile[] = [];
  const metafiles: Metafile[] = [];
  await mapLimit(modules, 4, async (module) => {
    try {
      const result = await build(serverBuildOptions({ [module.id]: module.entry }, root, alias));
      outputFiles.push(...result.outputFiles);
      metafiles.push(result.metafile);
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
  return { outputFiles, metafiles, failures };
}

/**
 * The npm packages the compiled files import, each with the files (relative to the site's root)
 * that import it. Packages stay imports, by the absolute path of the file they resolve to or,
 * when not installed, by the name written; a specifier the config's `alias` points at the
 * site's own files is known by the name written.
 */
function importedPackages(metafiles: readonly Metafile[], root: string): Record<string, string[]> {
  const byPackage = new Map<string, Set<string>>();
  for (const metafile of metafiles) {
    for (const [input, { imports }] of Object.entries(metafile.inputs)) {
      for (const { path: imported, original, external } of imports) {
        const specifier = original ?? (external ? imported.split(/[\\/]node_modules[\\/]/).at(-1)!.replace(/\\/g, '/') : null);
        if (!specifier || /^[./]|^[a-z][a-z0-9+.-]*:/i.test(specifier)) continue;
        const name = packageName(specifier);
        byPackage.set(name, (byPackage.get(name) ?? new Set()).add(relativeTo(root, path.resolve(input))));
      }
    }
  }
  return Object.fromEntries([...byPackage].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, files]) => [name, [...files].sort()]));
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
export async function bundleServerDemos(
  modules: readonly DemoModule[],
  root: string,
  alias: Readonly<Record<string, string>> = {},
): Promise<{ demos: ServerDemos; failures: Record<string, DemoFailure>; packages: Record<string, string[]> }> {
  if (modules.length === 0) return { demos: { components: {}, modulePaths: {} }, failures: {}, packages: {} };
  const { outputFiles, metafiles, failures } = await compileDemos(modules, root, alias);
  const hash = createHash('sha256');
  for (const file of outputFiles) hash.update(file.path).update(file.contents);
  const cacheDir = path.join(cacheFolder(), `demos-${hash.digest('hex').slice(0, 16)}`);
  const outRoot = path.resolve('out');
  const written: Record<string, string> = {};
  for (const file of outputFiles) {
    const relative = path.relative(outRoot, file.path);
    const target = path.join(cacheDir, relative);
    await writeOnce(target, () => (relative.endsWith('.map') ? relocateSourceMap(file.contents, path.dirname(file.path)) : file.contents));
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
  return { demos: { components, modulePaths }, failures, packages: importedPackages(metafiles, root) };
}
