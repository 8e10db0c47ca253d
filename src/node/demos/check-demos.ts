import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandTree } from '../../shared/island-tree';
import { rendersOwnTheme, type ServerDemo } from './bundle-server';
import type { DemoCache } from './demo-cache';
import { warning, type Diagnostic } from '../diagnostics/diagnostic';
import type { DemoFailure } from '../model/demo-failure';
import { describeImportFailure } from './explain-failure';
import type { DemoModule } from './load-demos';
import type { MountWorkerData } from './mount-protocol';
import { MOUNT_BUDGET_MS, startMountWatchers, type MountOutcome, type MountWatcher } from './changes-on-mount';
import { createEmotionCache } from '../theme/emotion';
import { progress } from '../util/progress';
import { mark } from '../util/timings';
import { hookLast, importSiteModule } from '../util/shared-packages';
import type { TemplatesModule } from '../model/templates-api';

/**
 * Threads that watch demos come to life, at most: one per core but one, which the main thread
 * needs to import and render the demos and esbuild to compile them, and no more than four, for
 * each holds an emulated browser, React and MUI of its own. `DOCS_SITE_MOUNT_THREADS=<n>` chooses.
 * On two cores one thread costs less CPU than two for the same or a little more wall time
 * (`npm run bench:demos`, and `npm run bench -- --demos`).
 */
export function mountThreads(): number {
  const chosen = Number(process.env.DOCS_SITE_MOUNT_THREADS);
  if (Number.isInteger(chosen) && chosen > 0) return Math.min(chosen, 16);
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Where in the demo's own source a render threw: the first stack frame in its compiled module,
 * mapped back through the module's source map (read here, so it works whatever runs the code).
 */
function placeInSource(stack: string | undefined, modulePath: string | undefined): { line: number; column: number } | null {
  if (!modulePath || !stack) return null;
  const escaped = modulePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  if (!frame) return null;
  let map: SourceMap;
  try {
    map = new SourceMap(JSON.parse(readFileSync(`${modulePath}.map`, 'utf8')) as SourceMapPayload);
  } catch {
    return null;
  }
  const entry = map.findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as Partial<SourceMapping>;
  return entry.originalLine === undefined || entry.originalColumn === undefined ? null : { line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

/** Imports a demo's compiled module: its component, or why it has none. */
async function importDemo(module: DemoModule, modulePath: string, demoFile: string): Promise<{ Component: ComponentType<Record<string, unknown>> } | { failure: DemoFailure }> {
  let exports: { default?: unknown };
  try {
    exports = await importSiteModule<{ default?: unknown }>(modulePath);
  } catch (caught) {
    return { failure: { kind: 'import', ...describeImportFailure(caught), file: demoFile, line: null, column: null } };
  }
  if (typeof exports.default !== 'function' && (typeof exports.default !== 'object' || exports.default === null)) {
    return {
      failure: {
        kind: 'export',
        message: `${module.name} must export its component as the default export`,
        hint: `add \`export default function ${module.name}() { ... }\``,
        file: demoFile,
        line: null,
        column: null,
      },
    };
  }
  return { Component: exports.default as ComponentType<Record<string, unknown>> };
}

/**
 * Imports every compiled demo and renders it once on its own, as a page would (the templates'
 * island wrapper, an Emotion cache): a demo whose imports fail, that exports no component or
 * that throws is a failure of that demo, reported at the pages that embed it, instead of a
 * crash of the whole build on the first page that shows it. Each demo that renders is then
 * watched coming to life in an emulated browser (`mount`, see `demos/changes-on-mount.ts`).
 *
 * A demo checked by an earlier build with the same module, packages and templates
 * (`renderKey`) is neither imported nor rendered here: its outcome comes from the cache, and
 * the render threads import it when they need it.
 */
export async function checkDemos(
  compiled: readonly ServerDemo[],
  Wrapper: TemplatesModule['IslandWrapper'],
  root: string,
  cache: { renderKey: string; store: DemoCache },
  mount: Omit<MountWorkerData, 'checksModule'> | null,
): Promise<DemoChecks> {
  const failures: Record<string, DemoFailure> = {};
  const changesOnMount: Record<string, boolean | null> = {};
  const toWatch = compiled.filter(({ cached }) => cached.render?.key !== cache.renderKey).length;
  const watcher = mount && toWatch > 0 ? startMountWatchers(mount, toWatch, mountThreads()) : null;
  const rendered: { demo: ServerDemo; file: string; watched: Promise<MountOutcome> }[] = [];
  let done = 0;
  for (const demo of hookLast(compiled, ({ cached }) => cached.modulePath)) {
    const { module, cached } = demo;
    progress({ step: 'rendering demos', done: done++, total: compiled.length, unit: 'demos' });
    if (cached.render?.key === cache.renderKey) {
      if (cached.render.failure) failures[module.id] = cached.render.failure;
      changesOnMount[module.id] = cached.render.changesOnMount;
      continue;
    }
    const demoFile = path.relative(root, module.entry).split(path.sep).join('/');
    const imported = await importDemo(module, cached.modulePath, demoFile);
    if ('failure' in imported) {
      failures[module.id] = imported.failure;
      cache.store.writeRender(module, cached, { key: cache.renderKey, failure: imported.failure, changesOnMount: null });
      continue;
    }
    try {
      const ownTheme = rendersOwnTheme(module, cached.packages);
      const html = renderToString(createElement(IslandTree, { cache: createEmotionCache('ltr'), dir: 'ltr', Wrapper, Component: imported.Component, props: {}, ownTheme }));
      rendered.push({ demo, file: demoFile, watched: watcher ? watcher.watch({ id: module.id, modulePath: cached.modulePath, html, ownTheme }) : Promise.resolve({ changes: null, outOfBudget: false }) });
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      const place = placeInSource(error.stack, cached.modulePath);
      failures[module.id] = {
        kind: 'render',
        message: error.message.split('\n')[0]!,
        hint: null,
        file: demoFile,
        line: place?.line ?? null,
        column: place?.column ?? null,
      };
      cache.store.writeRender(module, cached, { key: cache.renderKey, failure: failures[module.id]!, changesOnMount: null });
    }
  }
  mark('demos imported and rendered');
  // By demo, in the order given, whatever order they were imported in.
  const inOrder = <T>(byId: Record<string, T>): Record<string, T> =>
    Object.fromEntries(compiled.filter(({ module }) => Object.hasOwn(byId, module.id)).map(({ module }) => [module.id, byId[module.id]!]));
  return { failures: inOrder(failures), watched: watchAll(rendered, changesOnMount, cache, watcher).then((watched) => ({ ...watched, changesOnMount: inOrder(watched.changesOnMount) })) };
}

/**
 * What checking the demos found: at once, the demos that fail (no demo fails its mount check);
 * and, once the emulated browser has watched the others come to life, which of them change on
 * mount and which ran out of their budget.
 */
export interface DemoChecks {
  failures: Record<string, DemoFailure>;
  watched: Promise<{ changesOnMount: Record<string, boolean | null>; diagnostics: Diagnostic[] }>;
}

/** Waits for the mount checks of the demos that rendered, keeping each outcome in the cache. */
async function watchAll(
  rendered: readonly { demo: ServerDemo; file: string; watched: Promise<MountOutcome> }[],
  changesOnMount: Record<string, boolean | null>,
  cache: { renderKey: string; store: DemoCache },
  watcher: MountWatcher | null,
): Promise<{ changesOnMount: Record<string, boolean | null>; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  let done = 0;
  for (const { demo, file, watched } of rendered) {
    progress({ step: 'watching demos come to life', done: done++, total: rendered.length, unit: 'demos' });
    const outcome = await watched;
    changesOnMount[demo.module.id] = outcome.changes;
    if (outcome.outOfBudget) {
      diagnostics.push(
        warning({
          code: 'demos/mount-check',
          message: `The demo ${demo.module.name} did not settle within ${MOUNT_BUDGET_MS / 1000} s in the emulated browser: the check gave up, and the demo comes to life as soon as it is in view`,
          file,
          hint: 'a demo that renders less (fewer rows or columns) is checked in time',
        }),
      );
    }
    cache.store.writeRender(demo.module, demo.cached, { key: cache.renderKey, failure: null, changesOnMount: changesOnMount[demo.module.id]! });
  }
  await watcher?.close();
  mark('demos watched coming to life');
  return { changesOnMount, diagnostics };
}
