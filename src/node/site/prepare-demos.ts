import { createHash } from 'node:crypto';
import path from 'node:path';
import { dependenciesFingerprint } from '../util/dependencies';
import type { ClientAssets } from '../bundle/bundle-client';
import type { ResolvedConfig } from '../model/config';
import type { SourcePage } from '../model/source-page';
import { bundleServerDemos, rendersOwnTheme, type ServerDemos } from '../demos/bundle-server';
import { openDemoCache } from '../demos/demo-cache';
import { withoutMachinePaths } from '../util/machine-paths';
import type { DemoFailure } from '../model/demo-failure';
import { specialPackageHint } from '../demos/explain-failure';
import { findMissingPackages } from '../demos/missing-packages';
import type { DemoEntry } from '../model/markdown';
import { applyLicenseKeys, checkLicenseKeys, loadLicenseKeys, type ServerLicenseKeys } from '../demos/license-keys';
import { loadDemos, type DemoModule, type LoadedDemos } from '../demos/load-demos';
import { demoTheme, sitePackages } from '../demos/demo-theme';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic';
import { checkDemos } from '../demos/check-demos';
import { makeSandboxAssets, type SandboxAssets } from '../demos/sandbox-assets';
import type { TemplatesModule } from '../model/templates-api';
import { bundleSiteClient } from './client';
import { engineHash } from '../util/engine-hash';
import { packageRoot, packageVersion } from '../util/package-root';
import { mark } from '../util/timings';
import { shareOwnPackages } from '../util/shared-packages';
import { progress } from '../util/progress';

/** The demos as compiled for the server, with the browser bundle of those that compiled being made. */
export interface CompiledDemos {
  found: Awaited<ReturnType<typeof loadDemos>>;
  licenses: Awaited<ReturnType<typeof loadLicenseKeys>>;
  /** The pages' demos, then the components the config registers to files of the site. */
  modules: DemoModule[];
  cache: Awaited<ReturnType<typeof openDemoCache>>;
  /** Saves what the cache keeps of these demos (with `cache`, and nothing of others). */
  keepCache: () => Promise<void>;
  server: Awaited<ReturnType<typeof bundleServerDemos>>;
  /**
   * The browser bundle, made (by esbuild, in its own process) while the build goes on, when an
   * earlier build checked every demo (its outcomes are in the cache, so which demos the bundle
   * leaves out is known); else null, and the bundle is made once the demos have rendered.
   */
  bundling: Promise<ClientBundle> | null;
  /** The projects of the pages' demos for their "Open in StackBlitz / CodeSandbox" buttons, made meanwhile. */
  sandboxes: Promise<SandboxAssets>;
  /** The demos `bundling` leaves out. */
  bundledWithout: readonly string[];
  /** The bundle without these demos; `findFailures`: when it fails, name the demos at fault. */
  bundleWithout: (failed: Readonly<Record<string, DemoFailure>>, findFailures?: boolean) => Promise<ClientBundle>;
  /** How many bundles esbuild has made (not taken from the cache) so far. */
  bundles: { made: number };
}

/** The browser bundle, or why not: the demos that break it (named, bundled without), or the diagnostics of any other failure. */
type ClientBundle = Awaited<ReturnType<typeof bundleSiteClient>>;

/** The demo id of a component the config registers to a file of the site. */
const embedId = (key: string) => `embeds/${key.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/**
 * The first half of `prepareDemos`, which needs the pages and not the templates: a build runs
 * it while it imports the templates, so that esbuild compiles the demos and bundles the
 * browser code on the core the import leaves free. The config's license keys are set in this
 * thread before any demo is imported.
 */
export async function compileDemos(config: ResolvedConfig, pages: readonly SourcePage[], options: { cache: boolean }): Promise<CompiledDemos> {
  shareOwnPackages(config.alias);
  const [found, licenses] = await Promise.all([loadDemos(pages, config.directories.content, config.root), loadLicenseKeys(config)]);
  await applyLicenseKeys(licenses.licenseKeys);
  // A component the config registers to a file of the site is compiled, checked and hydrated
  // as a demo is; pages show it without a demo's frame and sources.
  const embedModules: DemoModule[] = Object.entries(config.embedFiles).map(([key, entry]) => ({
    id: embedId(key),
    name: key,
    tsSource: null,
    jsSource: '',
    jsGenerated: false,
    entry,
  }));
  // Each demo's theme, from its sources and the site's packages (demos/demo-theme.ts).
  const site = sitePackages(config.root);
  const modules = [...found.demos.modules, ...embedModules].map((module) => {
    const theme = demoTheme(module, site);
    return theme === null ? module : { ...module, theme };
  });
  const fingerprint = demoCompileFingerprint(config);
  // The projects read the demos' files and the installed packages' versions while esbuild compiles.
  const sandboxes = makeSandboxAssets(found.demos.modules, config, { cacheRoot: options.cache ? config.directories.cache : null, fingerprint });
  sandboxes.catch(() => undefined);
  // Without the cache (`--no-cache`), modules are still files, for the render threads to import:
  // in a folder of docs-site's own that no build prunes (this repository's bundled site prunes
  // its cache, which is docs-site's node_modules/.cache/docs-site), so the site's is left alone.
  const cacheRoot = options.cache ? config.directories.cache : path.join(packageRoot(), 'node_modules', '.cache', 'docs-site-uncached');
  const cache = await openDemoCache(cacheRoot, { fingerprint, reuse: options.cache, root: config.root });
  progress({ step: 'compiling demos', total: modules.length, unit: 'demos' });
  const server = await bundleServerDemos(modules, config.root, config.alias, cache);
  mark('demos compiled for the server');
  // The browser bundle leaves out the demos that fail (a demo that does not import makes the
  // bundle fail). When an earlier build checked every demo, the cache says which: the bundle is
  // made now, while the demos are checked (or taken from the cache), and made again only if the
  // check turns out otherwise. Else it waits for this build's check: a bundle made before it
  // would be made twice whenever a demo fails.
  const bundles = { made: 0 };
  const bundleWithout = async (failed: Readonly<Record<string, DemoFailure>>, findFailures = false) => {
    const bundled = await bundleSiteClient(config, modules.filter((module) => !failed[module.id]), licenses.licenseKeys, { ...options, findFailures });
    if (!bundled.cached) bundles.made += 1;
    return bundled;
  };
  const checkedBefore = server.compiled.every(({ cached }) => cached.render !== null);
  const failedBefore = Object.fromEntries(server.compiled.flatMap(({ module, cached }) => (cached.render?.failure ? [[module.id, cached.render.failure]] : [])));
  const bundledWithout = { ...failedBefore, ...server.failures };
  const bundling = checkedBefore ? bundleWithout(bundledWithout) : null;
  // Awaited by `checkCompiledDemos`; a failure meanwhile is not an unhandled rejection.
  bundling?.catch(() => undefined);
  // What the cache keeps: the site's demos as they are now, working or not (a failing demo's
  // outcome is reported from the cache too), and nothing of the demos no page embeds any more.
  const keepCache = () => (options.cache ? cache.prune(modules) : cache.save());
  return { found, licenses, modules, cache, keepCache, server, bundling, sandboxes, bundledWithout: Object.keys(bundledWithout), bundleWithout, bundles };
}

/**
 * The demos the pages embed, ready to render: read, compiled for the server, imported and
 * rendered once each. A demo that fails at any of those steps is left out of the bundles and
 * carries its failure to every page that embeds it, which reports it at its line (build and
 * dev alike); every other demo works. The config's license keys are set in this thread before
 * any demo is imported, and come back for the render threads and the browser bundle.
 */
export async function prepareDemos(
  config: ResolvedConfig,
  pages: readonly SourcePage[],
  templates: DemoTemplates,
  options: { cache: boolean },
): Promise<PreparedDemos> {
  return checkCompiledDemos(config, await compileDemos(config, pages, options), templates);
}

/** What the demos are checked with: the templates' island wrapper, and their module for the threads that mount demos. */
export interface DemoTemplates {
  Wrapper: TemplatesModule['IslandWrapper'];
  hash: string;
  modulePath: string | null;
}

export interface DemoCounts {
  total: number;
  compiled: number;
  bundles: number;
}

export interface PreparedDemos {
  demos: LoadedDemos;
  serverDemos: ServerDemos;
  licenseKeys: ServerLicenseKeys | null;
  /** The demos (site embeds included), how many this call compiled, and how many times esbuild bundled the browser code (0: taken from the cache). */
  counts: DemoCounts;
  /** The site's browser code, with a chunk for each demo that works. */
  client: { assets: ClientAssets | null; diagnostics: Diagnostic[] };
  diagnostics: Diagnostic[];
}

/** The second half of `prepareDemos`: the compiled demos checked (imported and rendered once each) with the templates. */
export async function checkCompiledDemos(config: ResolvedConfig, demos: CompiledDemos, templates: DemoTemplates): Promise<PreparedDemos> {
  const { found, licenses, modules, cache, server: compiled } = demos;
  // A demo renders differently with a license key (a commercial grid's watermark).
  const renderKey = JSON.stringify([templates.hash, Object.keys(licenses.licenseKeys ?? {}).sort()]);
  const mount = templates.modulePath === null ? null : { templatesModule: templates.modulePath, licenseKeys: licenses.licenseKeys, alias: config.alias };
  const checks = await checkDemos(compiled.compiled, templates.Wrapper, config.root, { renderKey, store: cache }, mount);
  let failures: Record<string, DemoFailure> = { ...found.demos.refused, ...compiled.failures, ...checks.failures };
  // Made while the emulated browser watches the demos come to life, unless a bundle without
  // exactly these demos is on its way. When the bundle fails without them, the demos at fault
  // are found: one fails like a demo that does not render (named at its pages' lines, left out
  // of the bundle).
  const leftOut = new Set(demos.bundledWithout);
  const sameDemos = Object.keys(failures).length === leftOut.size && Object.keys(failures).every((id) => leftOut.has(id));
  const bundling = demos.bundling && sameDemos ? demos.bundling : demos.bundleWithout(failures, true);
  bundling.catch(() => undefined);
  const checked = await checks.watched;
  await demos.keepCache();
  mark('demos checked');
  progress({ step: 'bundling the browser code' });
  let client = await bundling;
  if (client.assets === null && Object.keys(client.demoFailures).length === 0 && bundling === demos.bundling) client = await demos.bundleWithout(failures, true);
  mark('browser bundle made');
  const unbundled = client.demoFailures;
  if (Object.keys(unbundled).length > 0) {
    failures = { ...unbundled, ...failures };
    client = await demos.bundleWithout(failures);
    mark('browser bundle made again, without the demos that broke it');
  }
  // An early bundle that was not used still ran (and counts).
  if (demos.bundling && bundling !== demos.bundling) await demos.bundling.catch(() => undefined);
  const changesOnMount = (id: string) => checked.changesOnMount[id] ?? null;
  // A demo that is not shown has no buttons: its project is neither written nor reported.
  const sandboxes = await demos.sandboxes;
  // What a page shows of a failure is published: no path of the build machine in it.
  failures = Object.fromEntries(
    Object.entries(failures).map(([id, failure]) => [id, { ...failure, message: withoutMachinePaths(failure.message, config.root), hint: failure.hint === null ? null : withoutMachinePaths(failure.hint, config.root) }]),
  );
  const sandboxUrls = Object.fromEntries(Object.entries(sandboxes.urls).filter(([id]) => !failures[id]));
  const sandboxPaths = new Set(Object.values(sandboxUrls).map((url) => url.slice(1)));
  const embeds = Object.fromEntries(
    Object.keys(config.embedFiles).map((key) => {
      const id = embedId(key);
      return [key, { id, failure: failures[id] ?? null, changesOnMount: changesOnMount(id) }];
    }),
  );
  const checkedEntry = (entry: DemoEntry): DemoEntry => ({
    ...entry,
    failure: failures[entry.id] ?? null,
    changesOnMount: changesOnMount(entry.id),
    sandbox: sandboxUrls[entry.id] ?? null,
    ...(entry.stylings && { stylings: Object.fromEntries(Object.entries(entry.stylings).map(([styling, each]) => [styling, checkedEntry(each)])) }),
  });
  const byPage = new Map(
    [...found.demos.byPage].map(([file, entries]) => [
      file,
      Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, checkedEntry(entry)])),
    ]),
  );
  const modulePaths = Object.fromEntries(compiled.compiled.filter(({ module }) => !failures[module.id]).map(({ module, cached }) => [module.id, cached.modulePath]));
  return {
    demos: { modules: modules.filter((module) => !failures[module.id]), byPage, embeds, sandboxFiles: sandboxes.files.filter((file) => sandboxPaths.has(file.path)) },
    serverDemos: { modulePaths, ownTheme: compiled.compiled.filter(({ module, cached }) => !failures[module.id] && rendersOwnTheme(module, cached.packages)).map(({ module }) => module.id) },
    licenseKeys: licenses.licenseKeys,
    counts: { total: modules.length, compiled: compiled.fresh, bundles: demos.bundles.made },
    client,
    diagnostics: [...found.diagnostics, ...licenses.diagnostics, ...checkLicenseKeys(config, compiled.packages), ...missingPackages(config, compiled.packages, failures), ...checked.diagnostics, ...Object.keys(sandboxUrls).flatMap((id) => sandboxes.diagnostics[id] ?? [])],
  };
}

/** What every demo is compiled with: a change to any of it compiles every demo again. */
function demoCompileFingerprint(config: ResolvedConfig): string {
  return createHash('sha256')
    // The site's packages are not in it: each demo's entry says which of them its graph reaches (demos/package-graph.ts).
    .update(JSON.stringify([packageVersion(), engineHash(), dependenciesFingerprint(), config.root, config.alias]))
    .digest('hex');
}

/**
 * One diagnostic per package the demos need and the site does not have, naming what needs it
 * (the demos that import it, or the installed packages it is a peer of), each with the one
 * `npm install` line that installs them all: following the hint once is enough.
 */
function missingPackages(config: ResolvedConfig, imported: Readonly<Record<string, readonly string[]>>, failures: Readonly<Record<string, DemoFailure>>): Diagnostic[] {
  // A name the config's alias stands for (`docs/src/...`, the Next.js stand-ins) is no package to install.
  const aliased = (name: string) => Object.keys(config.alias).some((key) => key === name || key.startsWith(`${name}/`));
  const found = findMissingPackages(config.root, Object.fromEntries(Object.entries(imported).filter(([name]) => !aliased(name))));
  // A package that failed to import for want of itself (a demo the compile did not list it for).
  for (const failure of Object.values(failures)) {
    const name = /^the package (\S+) is not installed$/.exec(failure.message)?.[1];
    if (!name) continue;
    const entry = found.find((each) => each.name === name);
    if (entry) entry.importedBy = [...new Set([...entry.importedBy, failure.file])].sort();
    else found.push({ name, importedBy: [failure.file], peerOf: [] });
  }
  found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const installable = found.filter((entry) => specialPackageHint(entry.name) === null).map((entry) => entry.name);
  const legacy = found.some((entry) => entry.peerOf.length > 0) ? " (with --legacy-peer-deps if npm refuses a package for its React peer range: docs-site renders with its own React)" : '';
  const hint =
    installable.length === 1
      ? `npm install ${installable[0]} in the site's folder${legacy}, or point ${installable[0]} at a module with the config's \`alias\``
      : `npm install ${installable.join(' ')} in the site's folder${legacy}, or point one of them at a module with the config's \`alias\``;
  const make = config.checks.demos === 'error' ? error : warning;
  return found.map(({ name, importedBy, peerOf }) =>
    make({
      code: 'demos/missing-package',
      message: [
        `The package ${name} is not installed`,
        importedBy.length > 0 ? `${importedBy.length === 1 ? 'a demo imports' : `${importedBy.length} demos import`} it: ${importedBy.join(', ')}` : null,
        peerOf.length > 0 ? `${peerOf.join(', ')} ${peerOf.length === 1 ? 'needs' : 'need'} it (a peer dependency)` : null,
      ]
        .filter(Boolean)
        .join('; '),
      hint: specialPackageHint(name) ?? hint,
    }),
  );
}
