import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import type { DemoModule } from '../demos/load-demos';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { DemoFailure } from '../model/demo-failure';
import { ASSETS_DIR } from '../routing/asset-names';
import { packageRoot } from '../util/package-root';
import { resolutionOptions, siteResolutionPlugin } from '../util/site-modules';
import { confineImportsPlugin } from '../util/confine-imports';
import { esbuildDiagnostics } from '../util/esbuild-diagnostics';
import { findBundleFailures } from './bundle-failures';
import { lzStringModulePlugin } from './lz-string-module';
import { themedEntryPlugin } from '../demos/themed-entry';
import { liveEntryFile, liveEntryPlugin, liveEntryPoint } from '../demos/live-entry';

/** The browser's files, ready to write, and the URLs pages refer to them by. */
export interface ClientAssets {
  /** Files to write, at posix paths inside the output folder (`assets/main-3KD7Q2ZA.js`). */
  files: { path: string; contents: Uint8Array }[];
  /** URL of the always-on script every page loads. */
  main: string;
  /** URL of the island runtime chunk. */
  islandRuntime: string;
  /** URL of each demo's chunk, by demo id. */
  demos: Record<string, string>;
  /**
   * The pre-paint script's code (`client/pre-paint.ts`, minified): every page inlines it in
   * its head, before the stylesheets, so it runs before the first paint.
   */
  prePaint: string;
}

/** The browsers the client code is compiled for. */
const TARGET = ['es2020', 'chrome100', 'firefox100', 'safari15'];

export interface BundleClientOptions {
  /** The config's `alias` (see src/node/util/site-modules.ts). */
  alias: Readonly<Record<string, string>>;
  demos: readonly DemoModule[];
  /** The templates folder in use; its `islands.tsx`, when present, wraps every island. */
  templatesDir: string;
  /** The site's root, for messages. */
  root: string;
  /**
   * `production` or `development`: must be the mode React and MUI render in on the server,
   * since their class names and markup differ between the two and hydration compares them.
   */
  mode: 'production' | 'development';
  /**
   * The optional widgets the site uses (it configures an ad network, analytics); the code of
   * the others is left out of the always-on script, which every page of every site loads.
   */
  features: { ads: boolean; analytics: boolean };
  /**
   * The license keys the island runtime sets before any island hydrates (null: none). A key
   * is written into the runtime's chunk, which only pages with islands load.
   */
  licenseKeys: { muiX: string | null };
  /**
   * When the bundle fails, find the demos at fault (bundle/bundle-failures.ts: a few more
   * builds) rather than report esbuild's errors as they are.
   */
  findFailures?: boolean;
}

/** The browser sources, in the package's src/ whether docs-site runs from src/ or from the compiled lib/. */
const clientFile = (name: string) => path.join(packageRoot(), 'src', 'client', name);

const ISLAND_WRAPPERS = ['islands.tsx', 'islands.ts', 'islands.jsx', 'islands.js'];

/** Resolves `docs-site:island-wrapper` to the templates' islands file, or to a pass-through. */
function islandWrapperPlugin(templatesDir: string): Plugin {
  const own = ISLAND_WRAPPERS.map((name) => path.join(templatesDir, name)).find((file) => existsSync(file));
  return {
    name: 'docs-site-island-wrapper',
    setup(b) {
      b.onResolve({ filter: /^docs-site:island-wrapper$/ }, () => ({ path: own ?? clientFile('default-island-wrapper.ts') }));
    },
  };
}

/**
 * Resolves `docs-site:license-keys`, which the island runtime imports first, to the module that
 * sets the site's MUI X key (it imports `@mui/x-license` as a demo would, from the site's
 * folder), or to an empty module when there is no key, so that no page loads the package for
 * nothing.
 */
function licenseKeysPlugin(muiX: string | null, root: string): Plugin {
  const setter = clientFile('mui-x-license-key.ts');
  return {
    name: 'docs-site-license-keys',
    setup(b) {
      b.onResolve({ filter: /^docs-site:license-keys$/ }, () => ({ path: muiX === null ? clientFile('no-license-keys.ts') : setter }));
      // From the site's folder, whether docs-site runs from a checkout or from node_modules.
      b.onResolve({ filter: /^@mui\/x-license$/ }, (args) => (args.importer === setter ? b.resolve(args.path, { resolveDir: root, kind: args.kind }) : undefined));
    },
  };
}

/**
 * Bundles what runs in the browser, with content-hashed names under `/assets/`: the
 * always-on `main` entry (no React in it), the island runtime, and one chunk per demo;
 * React, MUI and other code the islands share land in shared chunks, loaded only by pages
 * that hydrate an island.
 */
export async function bundleClient(
  options: BundleClientOptions,
): Promise<{ assets: ClientAssets | null; diagnostics: Diagnostic[]; inputs: string[]; demoFailures?: Record<string, DemoFailure> }> {
  const outdir = path.join(options.root, ASSETS_DIR);
  const demoEntries = options.demos.map((demo) => ({ in: liveEntryPoint(demo), out: `demo-${demo.id.replace(/[^A-Za-z0-9_-]+/g, '-')}` }));
  const bundleOptions = {
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify: options.mode === 'production',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    define: {
      'process.env.NODE_ENV': JSON.stringify(options.mode),
      DOCS_SITE_ADS: String(options.features.ads),
      DOCS_SITE_ANALYTICS: String(options.features.analytics),
      DOCS_SITE_MUI_X_LICENSE_KEY: JSON.stringify(options.licenseKeys.muiX ?? ''),
    },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    outdir,
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    // Packages resolve from the site's folder, then docs-site's; React and Emotion are always
    // docs-site's, the copies the island runtime hydrates with (src/node/util/site-modules.ts).
    ...resolutionOptions('browser'),
    plugins: [
      islandWrapperPlugin(options.templatesDir),
      themedEntryPlugin(),
      liveEntryPlugin(),
      licenseKeysPlugin(options.licenseKeys.muiX, options.root),
      lzStringModulePlugin(),
      confineImportsPlugin(options.root),
      siteResolutionPlugin({ root: options.root, alias: options.alias, platform: 'browser' }),
    ],
  } satisfies BuildOptions;
  let result;
  let prePaint;
  try {
    // Both at once: esbuild runs them side by side.
    [prePaint, result] = await Promise.all([
      // Inline in every page, so minified whatever the mode; it has no React to agree with.
      build({
        entryPoints: [clientFile('pre-paint.ts')],
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: TARGET,
        minify: true,
        write: false,
        metafile: true,
        legalComments: 'none',
        logLevel: 'silent',
      }),
      build({ ...bundleOptions, entryPoints: [{ in: clientFile('main.ts'), out: 'main' }, { in: clientFile('island-runtime.ts'), out: 'island-runtime' }, ...demoEntries] }),
    ]);
  } catch (caught) {
    const diagnostics = esbuildDiagnostics(caught, 'assets/compile', options.root);
    if (!diagnostics) throw caught;
    // A demo's imports are the usual cause (a package written for Node or a framework): the
    // demos at fault are named, with the chain of imports, and the others bundle without them.
    if (!options.findFailures) return { assets: null, diagnostics, inputs: [] };
    const demoFailures = await findBundleFailures(options.demos, { ...bundleOptions, splitting: false, outdir }, options.root);
    return { assets: null, diagnostics: Object.keys(demoFailures).length > 0 ? [] : diagnostics, inputs: [], demoFailures };
  }

  const urlOf = (absolute: string) => `/${ASSETS_DIR}/${path.relative(outdir, absolute).split(path.sep).join('/')}`;
  const entryUrls = new Map<string, string>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint) entryUrls.set(path.resolve(liveEntryFile(meta.entryPoint)), urlOf(path.resolve(output)));
  }
  const urlOfEntry = (file: string) => {
    const url = entryUrls.get(path.resolve(file));
    if (!url) throw new Error(`esbuild wrote no output for ${file}`);
    return url;
  };
  const files = result.outputFiles
    .map((file) => ({ path: path.relative(options.root, file.path).split(path.sep).join('/'), contents: file.contents }))
    .sort((a, b) => a.path.localeCompare(b.path));
  return {
    assets: {
      files,
      main: urlOfEntry(clientFile('main.ts')),
      islandRuntime: urlOfEntry(clientFile('island-runtime.ts')),
      demos: Object.fromEntries(options.demos.map((demo) => [demo.id, urlOfEntry(demo.entry)])),
      prePaint: prePaint.outputFiles[0]?.text.trim() ?? '',
    },
    diagnostics: [],
    // What the bundle was made of (relative to esbuild's working folder, this process's).
    inputs: [...new Set([...Object.keys(prePaint.metafile.inputs), ...Object.keys(result.metafile.inputs)].map((input) => path.resolve(liveEntryFile(input))))],
  };
}
