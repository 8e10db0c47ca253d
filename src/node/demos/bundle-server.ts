import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type OutputFile } from 'esbuild';
import type { ComponentType } from 'react';
import { esbuildDiagnostics } from '../util/esbuild-diagnostics';
import { recordInputs } from '../util/input-files';
import { mapLimit } from '../util/map-limit';
import { packageRoot } from '../util/package-root';
import { NODE_REQUIRE_BANNER, resolutionOptions, siteResolutionPlugin } from '../util/site-modules';
import { importedFile } from '../util/interop-url';
import { confineImportsPlugin, LEAVES_SITE } from '../util/confine-imports';
import type { CachedDemo, DemoCache, FreshDemo } from './demo-cache';
import type { DemoFailure } from '../model/demo-failure';
import { packageName } from './explain-failure';
import { hookLast, importSiteModule } from '../util/shared-packages';
import type { DemoModule } from './load-demos';
import { demoEntryPoint, entryFile, themedEntryPlugin } from './themed-entry';
import type { DemoTheme } from './demo-theme';

/** The demos that work, for server rendering: the compiled module of each, by demo id, importable by any thread. */
export interface ServerDemos {
  modulePaths: Record<string, string>;
  /** The demos that render a design system with a theme of its own (Joy UI), by id: they render outside the site's Material theme. */
  ownTheme: string[];
}

/** Design systems that take any theme in Emotion's context for their own, when it has none under their id. */
const OWN_THEME_PACKAGES = ['@mui/joy'];

/**
 * Whether a demo renders a design system with a theme of its own: in Joy's provider
 * (`demo-theme.ts`), or importing such a package (through a file of its own, too).
 */
export const rendersOwnTheme = (module: { theme?: DemoTheme }, packages: Readonly<Record<string, readonly string[]>>): boolean =>
  module.theme === 'joy' || OWN_THEME_PACKAGES.some((name) => name in packages);

/** Imports the demos' compiled server modules (in any thread): their default exports, by demo id. */
export async function importServerDemos(modulePaths: Readonly<Record<string, string>>): Promise<Record<string, ComponentType>> {
  const imported = new Map<string, ComponentType>();
  for (const [id, modulePath] of hookLast(Object.entries(modulePaths), ([, file]) => file)) {
    const module = await importSiteModule<{ default?: ComponentType }>(modulePath);
    if (module.default) imported.set(id, module.default);
  }
  // By demo, in the order given.
  const components: Record<string, ComponentType> = {};
  for (const id of Object.keys(modulePaths)) if (imported.has(id)) components[id] = imported.get(id)!;
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
  // (src/node/demos/check-demos.ts reads the maps).
  sourcemap: 'linked',
  sourcesContent: false,
  // Which packages the demos import (src/node/site/prepare-demos.ts warns about some).
  metafile: true,
  ...resolutionOptions('node'),
  banner: NODE_REQUIRE_BANNER,
  plugins: [themedEntryPlugin(), confineImportsPlugin(root), siteResolutionPlugin({ root, alias, platform: 'node' })],
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

/** The demos just compiled, each on its own (no code is split between them), by demo id. */
interface CompiledDemos {
  fresh: Map<string, FreshDemo>;
  failures: Record<string, DemoFailure>;
}

/**
 * Each compiled demo of one esbuild run: its module, its source map, the files it was made
 * of and the packages it imports.
 */
async function splitOutputs(modules: readonly DemoModule[], outputFiles: readonly OutputFile[], metafile: Metafile, root: string): Promise<Map<string, FreshDemo>> {
  const outRoot = path.resolve('out');
  const byPath = new Map(outputFiles.map((file) => [path.relative(outRoot, file.path).split(path.sep).join('/'), file]));
  const fresh = new Map<string, FreshDemo>();
  for (const module of modules) {
    const code = byPath.get(`${module.id}.mjs`);
    const map = byPath.get(`${module.id}.mjs.map`);
    const output = metafile.outputs[`out/${module.id}.mjs`];
    if (!code || !output) throw new Error(`esbuild wrote no module for the demo ${module.id}`);
    const inputs = [...new Set(Object.keys(output.inputs).map((input) => path.resolve(entryFile(input))))];
    fresh.set(module.id, {
      code: code.contents,
      map: map ? relocateSourceMap(map.contents, path.dirname(map.path)) : null,
      inputs: await recordInputs(inputs),
      packages: importedPackages(metafile, Object.keys(output.inputs), root),
    });
  }
  return fresh;
}

/**
 * Compiles the demos for Node: all at once, and when that fails, each on its own, so that a
 * demo that does not compile is a failure of that demo and the others still build. esbuild
 * compiles the entries of one run on every core.
 */
async function compileDemos(modules: readonly DemoModule[], root: string, alias: Readonly<Record<string, string>>): Promise<CompiledDemos> {
  if (modules.length === 0) return { fresh: new Map(), failures: {} };
  try {
    const result = await build(serverBuildOptions(Object.fromEntries(modules.map((m) => [m.id, demoEntryPoint(m)])), root, alias));
    return { fresh: await splitOutputs(modules, result.outputFiles, result.metafile, root), failures: {} };
  } catch (caught) {
    if (!esbuildDiagnostics(caught, 'demos/compile', root)) throw caught;
  }
  const failures: Record<string, DemoFailure> = {};
  const fresh = new Map<string, FreshDemo>();
  await mapLimit(modules, 4, async (module) => {
    try {
      const result = await build(serverBuildOptions({ [module.id]: demoEntryPoint(module) }, root, alias));
      for (const [id, demo] of await splitOutputs([module], result.outputFiles, result.metafile, root)) fresh.set(id, demo);
    } catch (caught) {
      const [first] = esbuildDiagnostics(caught, 'demos/compile', root) ?? [];
      if (!first) throw caught;
      failures[module.id] = {
        // An import that leaves the site is refused, not a mistake in the code.
        kind: first.message.endsWith(LEAVES_SITE) ? 'read' : 'compile',
        message: first.message,
        hint: null,
        file: first.file ?? relativeTo(root, module.entry),
        line: first.line ?? null,
        column: first.column ?? null,
      };
    }
  });
  return { fresh, failures };
}

/**
 * The npm packages these inputs of a compile import, each with the inputs (relative to the
 * site's root) that import it. Packages stay imports, by the absolute path of the file they
 * resolve to or, when not installed, by the name written; a specifier the config's `alias`
 * points at the site's own files is known by the name written.
 */
function importedPackages(metafile: Metafile, inputs: readonly string[], root: string): Record<string, string[]> {
  const byPackage = new Map<string, Set<string>>();
  for (const input of inputs) {
    for (const { path: imported, original, external } of metafile.inputs[input]?.imports ?? []) {
      const specifier = original ?? (external ? importedFile(imported).split(/[\\/]node_modules[\\/]/).at(-1)!.replace(/\\/g, '/') : null);
      if (!specifier || /^[./]|^[a-z][a-z0-9+.-]*:/i.test(specifier)) continue;
      const name = packageName(specifier);
      byPackage.set(name, (byPackage.get(name) ?? new Set()).add(relativeTo(root, path.resolve(input))));
    }
  }
  return Object.fromEntries([...byPackage].map(([name, files]) => [name, [...files].sort()]));
}

/** The packages of several demos together, sorted. */
function mergePackages(lists: readonly Record<string, string[]>[]): Record<string, string[]> {
  const byPackage = new Map<string, Set<string>>();
  for (const list of lists) {
    for (const [name, files] of Object.entries(list)) byPackage.set(name, new Set([...(byPackage.get(name) ?? []), ...files]));
  }
  return Object.fromEntries([...byPackage].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, files]) => [name, [...files].sort()]));
}

/** A demo compiled for the server (now or by an earlier build), not yet imported. */
export interface ServerDemo {
  module: DemoModule;
  cached: CachedDemo;
}

/**
 * Compiles every demo for Node, or takes it from the cache when nothing it is made of changed.
 * npm packages stay imports, resolved from the site's folder, but for React and Emotion, which
 * are docs-site's (src/node/util/site-modules.ts). A demo that does not compile is a failure of that
 * demo, kept in `failures`: the pages that embed it report it at their line, and every other
 * demo still works. Importing and rendering them is `render/check-demos.ts`'s.
 */
export async function bundleServerDemos(
  modules: readonly DemoModule[],
  root: string,
  alias: Readonly<Record<string, string>>,
  cache: DemoCache,
): Promise<{ compiled: ServerDemo[]; fresh: number; failures: Record<string, DemoFailure>; packages: Record<string, string[]> }> {
  const found = await Promise.all(modules.map(async (module) => ({ module, cached: await cache.read(module) })));
  const misses = found.filter(({ cached }) => !cached).map(({ module }) => module);
  const { fresh, failures } = await compileDemos(misses, root, alias);
  const compiled: ServerDemo[] = [];
  for (const { module, cached } of found) {
    const demo = cached ?? (fresh.has(module.id) ? await cache.write(module, fresh.get(module.id)!) : null);
    if (demo) compiled.push({ module, cached: demo });
  }
  return { compiled, fresh: fresh.size, failures, packages: mergePackages(compiled.map((demo) => demo.cached.packages)) };
}
