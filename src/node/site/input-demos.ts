import path from 'node:path';
import { applyLicenseKeys } from '../demos/license-keys';
import { contentPathOf } from './changes';
import type { InputRead, SiteInput } from './input-types';
import { routesByContentPath } from './input-pages';
import { checkCompiledDemos, compileDemos, prepareDemos, type DemoTemplates } from './prepare-demos';
import { takePreparedDemos, type SiteDemos } from './site-state';
import type { LoadedTemplates } from '../theme/load-templates';

/** What the demos are checked with, from the templates (none while they never compiled). */
const demoTemplates = (templates: LoadedTemplates | null): DemoTemplates => ({ Wrapper: templates?.templates.IslandWrapper, hash: templates?.hash ?? '', modulePath: templates?.modulePath ?? null });

/**
 * A thread that renders for a server's whole life (`dev`) keeps the license keys it set: a
 * key the config no longer has is unset.
 */
export async function unsetDroppedLicenseKeys(before: SiteDemos, now: SiteDemos['licenseKeys']): Promise<void> {
  if (before.licenseKeys && !now) await applyLicenseKeys({ ...before.licenseKeys, muiX: '' });
}

/**
 * The demos the pages embed, and the files beside pages they import (`content-file`):
 * compiled for the server, checked with the templates and bundled for the browser. Demos that
 * cannot be bundled for the browser keep their last good version.
 */
export const demosInput: SiteInput = {
  name: 'demos',
  changes: ['content-file'],
  origins: ['demos'],
  gives: ['demos'],

  async load({ config, before, cache, get, routed }): Promise<InputRead> {
    // The demos need the pages and not the templates: esbuild compiles them, and bundles the
    // browser code, while this thread imports the templates (React and MUI).
    const compiling = compileDemos(config, (await routed()).unique, { cache: cache.demos });
    compiling.catch(() => undefined);
    const templates = await get('templates');
    if (!templates) return { problems: {} };
    const prepared = await checkCompiledDemos(config, await compiling, demoTemplates(templates));
    return {
      gives: { demos: takePreparedDemos(prepared, before?.demos ?? null) },
      problems: { demos: [...prepared.diagnostics, ...prepared.client.diagnostics] },
      built: { counts: prepared.counts, client: prepared.client.assets },
    };
  },

  async update({ config, before, get, routed }, changed) {
    const state = before!;
    const prepared = await prepareDemos(config, (await routed()).unique, demoTemplates(await get('templates')), { cache: true });
    await unsetDroppedLicenseKeys(state.demos, prepared.licenseKeys);
    // Files beside pages (demos, images) change the pages of their folder.
    const folders = new Set([...(changed.get('content-file') ?? [])].map((file) => path.posix.dirname(contentPathOf(config, file))));
    const routesOf = routesByContentPath(state.site?.pages ?? []);
    const urls = [...(await get('sources')).values()].filter((page) => folders.has(path.posix.dirname(page.contentPath))).flatMap((page) => routesOf(page.contentPath).map((route) => route.url));
    return {
      gives: { demos: takePreparedDemos(prepared, state.demos) },
      problems: { demos: [...prepared.diagnostics, ...prepared.client.diagnostics] },
      effects: { model: true, urls },
    };
  },
};
