import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandTree } from '../assets/island-tree';
import type { ServerDemos } from '../demos/bundle-server';
import type { DemoFailure } from '../demos/demo-failure';
import type { DemoModule } from '../demos/load-demos';
import { createEmotionCache } from './emotion';
import type { TemplatesModule } from './templates-api';

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

/**
 * Renders every demo once on its own, as a page would (the templates' island wrapper, an
 * Emotion cache): a demo that throws is a failure of that demo, reported at the pages that
 * embed it, instead of a crash of the whole build on the first page that shows it.
 */
export function checkDemosRender(
  modules: readonly DemoModule[],
  demos: ServerDemos,
  Wrapper: TemplatesModule['IslandWrapper'],
  root: string,
): Record<string, DemoFailure> {
  const failures: Record<string, DemoFailure> = {};
  for (const module of modules) {
    const Component = demos.components[module.id] as ComponentType<Record<string, unknown>> | undefined;
    if (!Component) continue;
    try {
      renderToString(createElement(IslandTree, { cache: createEmotionCache('ltr'), dir: 'ltr', Wrapper, Component, props: {} }));
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      const place = placeInSource(error.stack, demos.modulePaths[module.id]);
      failures[module.id] = {
        kind: 'render',
        message: error.message.split('\n')[0]!,
        hint: null,
        file: path.relative(root, module.entry).split(path.sep).join('/'),
        line: place?.line ?? null,
        column: place?.column ?? null,
      };
    }
  }
  return failures;
}
