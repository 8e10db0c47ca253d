import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Loader, type Message, type Plugin } from 'esbuild';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic';
import { dependenciesFingerprint } from '../util/dependencies';
import { ASSETS_DIR } from '../routing/asset-names';
import { engineHash } from '../util/engine-hash';
import { mark } from '../util/timings';
import { NODE_MODULE_BUILD } from '../util/node-module-build';
import { packageRoot, packageVersion } from '../util/package-root';
import { NODE_REQUIRE_BANNER, resolutionOptions, siteResolutionPlugin } from '../util/site-modules';
import { cachedTemplates, type CompiledTemplates } from './templates-cache';
import type { TemplatesModule } from '../model/templates-api';
import { themeOverridesPlugin, type OverridablePart } from './theme-overrides';
import { importSiteModule, shareOwnPackages } from '../util/shared-packages';

const ENTRY_NAMES = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'];

/** Files templates may import for their URL: copied to `/assets/<name>-<hash>.<ext>`. */
const ASSET_EXTENSIONS = ['woff2', 'woff', 'ttf', 'otf', 'svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico'];

/** A file the templates import, to be written into the output as it is. */
export interface TemplateAsset {
  /** Posix path inside the output folder: `assets/<name>-<hash>.<ext>`. */
  path: string;
  contents: Uint8Array;
}

export interface LoadedTemplates {
  templates: TemplatesModule;
  /** The compiled module, importable by worker threads. */
  modulePath: string;
  /** Content hash of the compiled module: changes whenever any template changes. */
  hash: string;
  /** Files the templates import (fonts, images), named by content hash. */
  assets: TemplateAsset[];
  /**
   * Whether they run code of the site's: its own templates folder, or parts of docs-site's theme
   * replaced by the config's `components`. When they throw, the site's code is at fault (a
   * diagnostic); when docs-site's theme alone throws, docs-site is.
   */
  siteCode: boolean;
}

/**
 * npm packages stay external (they load from node_modules at run time), except the files
 * the templates import for their URL (`@fontsource/.../x.woff2`): those are resolved here so
 * that the `file` loader copies and hashes them like local files.
 */
function packageAssetsPlugin(fallbackDir: string): Plugin {
  const bareAsset = new RegExp(`^[^./].*\\.(${ASSET_EXTENSIONS.join('|')})$`);
  return {
    name: 'docs-site-package-assets',
    setup(build) {
      build.onResolve({ filter: bareAsset }, (args) => {
        const require = createRequire(path.join(args.resolveDir, 'index.js'));
        try {
          return { path: require.resolve(args.path, { paths: [args.resolveDir, fallbackDir] }) };
        } catch {
          return { errors: [{ text: `Cannot find ${args.path}: is its package installed?` }] };
        }
      });
    },
  };
}

/** docs-site's own theme, which a site without a templates folder uses. */
const bundledTheme = () => path.join(packageRoot(), 'templates');

/** The templates folder to use: the site's own, or docs-site's default theme when the site has none. */
export function resolveTemplatesDir(configured: string): string {
  return ENTRY_NAMES.some((name) => existsSync(path.join(configured, name))) ? configured : bundledTheme();
}

/**
 * The config's `components` that apply: each must be a file, and they replace parts of
 * docs-site's theme only (a site with templates of its own changes those instead).
 */
function checkOverrides(
  dir: string,
  components: Readonly<Partial<Record<OverridablePart, string>>>,
  shown: (file: string) => string,
  configFile: string,
): { components: Partial<Record<OverridablePart, string>>; diagnostics: Diagnostic[] } {
  const parts = Object.entries(components) as [OverridablePart, string][];
  if (parts.length === 0) return { components: {}, diagnostics: [] };
  if (dir !== bundledTheme()) {
    const message = `components (${parts.map(([part]) => part).join(', ')}) replace parts of docs-site's theme, which this site does not use: it has its own ${shown(dir)}`;
    return { components: {}, diagnostics: [warning({ code: 'config/components-unused', message, file: configFile, hint: 'change those parts in its templates instead, or remove `components` from the config.' })] };
  }
  const missing = parts.filter(([, file]) => !existsSync(file));
  return {
    components: Object.fromEntries(parts),
    diagnostics: missing.map(([part, file]) =>
      error({ code: 'config/components', message: `components.${part}: no file ${shown(file)}`, file: configFile, hint: 'a path of the site relative to the config, to a module whose default export is the component.' }),
    ),
  };
}

/**
 * Compiles the site's templates (TSX) into one module and imports it. npm packages stay
 * imports, resolved from docs-site's folder for its own theme and from the site's for a
 * site's own templates, but for React and Emotion, which are always docs-site's: the templates,
 * the demos and the renderer share a single React and Emotion. With a
 * `cacheDir` (the site's cache), the compiled module is kept there and taken from it while
 * nothing it is made of changes.
 */
export async function loadTemplates(
  configuredDir: string,
  root: string,
  alias: Readonly<Record<string, string>> = {},
  overrides: { components: Readonly<Partial<Record<OverridablePart, string>>>; configFile: string } = { components: {}, configFile: '' },
  cacheDir: string | null = null,
): Promise<{ loaded: LoadedTemplates | null; diagnostics: Diagnostic[] }> {
  const dir = resolveTemplatesDir(configuredDir);
  const entry = ENTRY_NAMES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
  const shown = (file: string) => path.relative(root, file).split(path.sep).join('/') || file;
  if (!entry) {
    return { loaded: null, diagnostics: [error({ code: 'templates/not-found', message: `No index.tsx in ${shown(dir)}`, file: shown(dir) })] };
  }
  // Before compiling: reading a CommonJS package's exports loads it (util/site-modules.ts).
  shareOwnPackages(alias);
  const checked = checkOverrides(dir, overrides.components, shown, shown(overrides.configFile));
  if (checked.diagnostics.some((d) => d.severity === 'error')) return { loaded: null, diagnostics: checked.diagnostics };
  const moduleDir = path.join(packageRoot(), 'node_modules', '.cache', 'docs-site');
  const key = JSON.stringify([packageVersion(), engineHash(), dependenciesFingerprint(), dependenciesFingerprint(root), dir, checked.components, alias, root]);
  const result = await cachedTemplates(cacheDir, key, () => compileTemplates(entry, dir, root, alias, checked.components, moduleDir, shown));
  if ('failed' in result) return { loaded: null, diagnostics: result.failed };
  mark('templates compiled');
  const { code, assets } = result.compiled;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  await mkdir(moduleDir, { recursive: true });
  const modulePath = path.join(moduleDir, `templates-${hash}.mjs`);
  if (!existsSync(modulePath)) {
    const temporary = `${modulePath}.${process.pid}.tmp`;
    await writeFile(temporary, code);
    await rename(temporary, modulePath);
  }
  const module = await importSiteModule<Partial<TemplatesModule>>(modulePath);
  if (!module.layouts || typeof module.layouts !== 'object') {
    return {
      loaded: null,
      diagnostics: [error({ code: 'templates/no-layouts', message: `${shown(entry)} must export \`layouts\``, file: shown(entry) })],
    };
  }
  return { loaded: { templates: module as TemplatesModule, modulePath, hash, assets, siteCode: dir !== bundledTheme() || Object.keys(checked.components).length > 0 }, diagnostics: checked.diagnostics };
}

/** esbuild's compile of the templates, with the files it read; or the diagnostics of its errors. */
async function compileTemplates(
  entry: string,
  dir: string,
  root: string,
  alias: Readonly<Record<string, string>>,
  components: Partial<Record<OverridablePart, string>>,
  outDir: string,
  shown: (file: string) => string,
): Promise<{ compiled: CompiledTemplates; inputs: string[] } | { failed: Diagnostic[] }> {
  try {
    // docs-site's theme (with the parts the site replaces) imports docs-site's packages, a
    // site's own templates the site's, as its demos do (src/node/util/site-modules.ts).
    const packagesFrom = dir === bundledTheme() ? packageRoot() : root;
    const { packages: _packages, ...nodeBuild } = NODE_MODULE_BUILD;
    const result = await build({
      entryPoints: [entry],
      ...nodeBuild,
      ...resolutionOptions('node'),
      banner: NODE_REQUIRE_BANNER,
      // Imported files become URLs of content-hashed copies under /assets/.
      outdir: outDir,
      entryNames: 'templates',
      assetNames: `${ASSETS_DIR}/[name]-[hash]`,
      publicPath: '/',
      loader: Object.fromEntries(ASSET_EXTENSIONS.map((ext) => [`.${ext}`, 'file' as Loader])),
      metafile: true,
      plugins: [themeOverridesPlugin(dir, components), packageAssetsPlugin(packageRoot()), siteResolutionPlugin({ root, alias, platform: 'node', packagesFrom })],
    });
    let code = '';
    const assets: TemplateAsset[] = [];
    for (const file of result.outputFiles) {
      const relative = path.relative(outDir, file.path).split(path.sep).join('/');
      if (relative.startsWith(`${ASSETS_DIR}/`)) assets.push({ path: relative, contents: file.contents });
      else if (relative.endsWith('.js')) code = file.text;
    }
    assets.sort((a, b) => a.path.localeCompare(b.path));
    return { compiled: { code, assets }, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
  } catch (caught) {
    const errors = (caught as { errors?: Message[] }).errors ?? [];
    if (!errors.length) throw caught;
    return {
      failed: errors.map((e) =>
        error({
          code: 'templates/compile',
          message: e.text,
          file: e.location?.file ? shown(path.resolve(e.location.file)) : shown(entry),
          ...(e.location && { line: e.location.line, column: e.location.column + 1 }),
        }),
      ),
    };
  }
}
