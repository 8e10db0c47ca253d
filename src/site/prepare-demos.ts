import type { ResolvedConfig } from '../config/types';
import type { SourcePage } from '../content/load-pages';
import { bundleServerDemos, type ServerDemos } from '../demos/bundle-server';
import type { DemoFailure } from '../demos/demo-failure';
import { loadDemos, type LoadedDemos } from '../demos/load-demos';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { checkDemosRender } from '../render/check-demos';
import type { TemplatesModule } from '../render/templates-api';

/**
 * The demos the pages embed, ready to render: read, compiled for the server, imported and
 * rendered once each. A demo that fails at any of those steps is left out of the bundles and
 * carries its failure to every page that embeds it, which reports it at its line (build and
 * dev alike); every other demo works.
 */
export async function prepareDemos(
  config: ResolvedConfig,
  pages: readonly SourcePage[],
  Wrapper: TemplatesModule['IslandWrapper'],
): Promise<{ demos: LoadedDemos; serverDemos: ServerDemos; diagnostics: Diagnostic[] }> {
  const found = await loadDemos(pages, config.directories.content, config.root);
  const compiled = await bundleServerDemos(found.demos.modules, config.root, config.alias);
  const failures: Record<string, DemoFailure> = {
    ...compiled.failures,
    ...checkDemosRender(found.demos.modules, compiled.demos, Wrapper, config.root),
  };
  const byPage = new Map(
    [...found.demos.byPage].map(([file, entries]) => [
      file,
      Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, { ...entry, failure: failures[entry.id] ?? null }])),
    ]),
  );
  const components = Object.fromEntries(Object.entries(compiled.demos.components).filter(([id]) => !failures[id]));
  const modulePaths = Object.fromEntries(Object.entries(compiled.demos.modulePaths).filter(([id]) => !failures[id]));
  return {
    demos: { modules: found.demos.modules.filter((module) => !failures[module.id]), byPage },
    serverDemos: { components, modulePaths },
    diagnostics: found.diagnostics,
  };
}
