import path from 'node:path';
import type { ResolvedConfig } from '../model/config';
import { warning, type Diagnostic } from '../diagnostics/diagnostic';
import { ASSETS_DIR, hashedAssetPath, SANDBOX_DIR } from '../routing/asset-names';
import { mapLimit } from '../util/map-limit';
import { installedVersions } from './installed-versions';
import type { DemoModule } from './load-demos';
import { openSandboxCache } from './sandbox-cache';
import { makeSandboxProject, sandboxPackages } from './sandbox-project';

/** The demos' projects for the "Open in StackBlitz" and "Open in CodeSandbox" buttons, ready to write. */
export interface SandboxAssets {
  /** One JSON file per demo (`assets/sandbox/<Name>-<hash>.json`), at posix paths inside the output. */
  files: { path: string; contents: string }[];
  /** The URL of each demo's project, by demo id. */
  urls: Record<string, string>;
  /** What each demo's project leaves out, by demo id. */
  diagnostics: Record<string, Diagnostic[]>;
}

/**
 * Makes the project of each demo (src/node/demos/sandbox-project.ts) as a content-hashed JSON
 * file: a page refers to it by URL, so its HTML does not carry the project, and a browser
 * fetches it once, on the first click of one of the demo's buttons. The versions of the
 * packages are read once for all the demos. A project is kept in the cache folder (`cacheRoot`,
 * null: none) while nothing it was made of changes (src/node/demos/sandbox-cache.ts).
 */
export async function makeSandboxAssets(
  modules: readonly DemoModule[],
  config: Pick<ResolvedConfig, 'root' | 'alias' | 'repository' | 'directories'>,
  options: { cacheRoot: string | null; fingerprint: string },
): Promise<SandboxAssets> {
  const { url, branch, directory } = config.repository;
  const site = {
    root: config.root,
    contentDir: config.directories.content,
    alias: config.alias,
    versions: installedVersions(),
    describe: (file: string) => (url ? `${url}/blob/${branch}/${directory ? `${directory}/` : ''}${file}` : file),
  };
  const cache = await openSandboxCache(options.cacheRoot, options.fingerprint);
  // A kept project holds while each package it depends on is installed at the same version.
  const holds = (from: string) => (project: Parameters<typeof sandboxPackages>[0]) =>
    Object.entries(sandboxPackages(project)).every(([name, version]) => site.versions(name, from) === version);
  const made = await mapLimit(modules, 8, async (demo) => {
    try {
      const kept = await cache.read(demo, holds(path.dirname(demo.entry)));
      if (kept) return { demo, ...kept };
      const fresh = await makeSandboxProject(demo, site);
      await cache.write(demo, fresh);
      return { demo, ...fresh };
    } catch (caught) {
      // A demo its project cannot be made of (a file that does not parse) has no buttons.
      const file = path.relative(config.root, demo.entry).split(path.sep).join('/');
      return { demo, project: null, diagnostics: [warning({ code: 'demos/sandbox', message: `${path.posix.basename(file)}: no StackBlitz and CodeSandbox projects: ${(caught as Error).message}`, file })] };
    }
  });
  const assets: SandboxAssets = { files: [], urls: {}, diagnostics: {} };
  const written = new Set<string>();
  for (const { demo, project, diagnostics } of made) {
    if (diagnostics.length > 0) assets.diagnostics[demo.id] = diagnostics;
    if (!project) continue;
    const contents = JSON.stringify(project);
    const file = hashedAssetPath(`${SANDBOX_DIR.slice(ASSETS_DIR.length + 1)}/${demo.name.replace(/[^A-Za-z0-9_-]+/g, '-')}`, 'json', contents);
    // Two demos of one name and the same files share their project.
    if (!written.has(file)) assets.files.push({ path: file, contents });
    written.add(file);
    assets.urls[demo.id] = `/${file}`;
  }
  assets.files.sort((a, b) => a.path.localeCompare(b.path));
  await cache.save();
  return assets;
}
