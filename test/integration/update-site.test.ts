import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/node/config/load';
import type { ResolvedConfig } from '../../src/node/model/config';
import type { FileChange } from '../../src/node/site/changes';
import { loadSite } from '../../src/node/site/load-site';
import { stateDiagnostics, type SiteState } from '../../src/node/site/site-state';
import { updateSite, type Affected } from '../../src/node/site/update-site';
import { cleanupTemporaryFolders, copyFixture, extendConfig, repoRoot, writeFiles } from '../helpers/fixture';

// `dev` keeps one site and brings it up to date with `updateSite` as files change; `build`
// loads it with `loadSite`. Here a site goes through a sequence of edits of every kind of
// input, and the site `updateSite` made must be the one `loadSite` makes of the same files.

let root: string;
let config: ResolvedConfig;

const load = async () => (await loadSite(config, { cache: true, cacheTemplates: false, production: false, watch: true })).state;

/** Maps and sets as sorted entries, so that two states compare as plain data. */
const plain = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => {
      if (item instanceof Map) return { map: [...item.entries()].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)) };
      if (item instanceof Set) return { set: [...item].sort() };
      return item;
    }),
  );

/** What a page renders from, and every problem: what must be the same however the site was made. */
function snapshot(state: SiteState) {
  const site = state.site!;
  return plain({
    pages: site.pages.map(({ file, language, pathname, hash, route, frontmatter, body }) => ({ file, language, pathname, hash, route, frontmatter, body })),
    navigation: site.navigation,
    model: site.model,
    routes: site.routes,
    routesByFile: site.routesByFile,
    demos: { modules: site.demos.modules.map((m) => m.id), byPage: site.demos.byPage, embeds: site.demos.embeds, server: site.serverDemos.modulePaths },
    strings: state.strings,
    apiPages: state.apiPages.map(({ file, language, hash }) => ({ file, language, hash })),
    publicFiles: state.publicFiles,
    diagnostics: stateDiagnostics(state).map(({ severity, code, file, line, message }) => ({ severity, code, file, line, message })),
  });
}

const at = (file: string) => path.join(root, ...file.split('/'));
const changed = (...files: string[]): FileChange[] => files.map((file) => ({ event: 'change', path: at(file) }));

const DEMO = (label: string) => `import * as React from 'react';
import Button from '@mui/material/Button';

export default function BasicButton() {
  return <Button variant="contained">${label}</Button>;
}
`;

beforeAll(async () => {
  root = await copyFixture('api-site');
  await extendConfig(root, "languages: [{ code: 'en', label: 'English' }, { code: 'zh', label: '中文' }],");
  const zh = JSON.parse(await readFile(path.join(repoRoot, 'translations/translations-zh.json'), 'utf8')) as Record<string, unknown>;
  const button = await readFile(at('content/acme/react-button.md'), 'utf8');
  await writeFiles(root, {
    'translations/translations-zh.json': JSON.stringify(zh, null, 2),
    'content/acme/BasicButton.tsx': DEMO('Press me'),
    'content/acme/react-button.md': `${button}\n{{"demo": "BasicButton.js"}}\n`,
  });
  const loaded = await loadConfig(undefined, root);
  config = loaded.config!;
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe('updateSite', () => {
  it('makes, after each of eight edits, the site loadSite makes of the same files', async () => {
    let state = await load();
    expect(stateDiagnostics(state).filter((d) => d.severity === 'error')).toEqual([]);
    let steps = 0;
    // After every edit, not only after the last: a step that goes wrong and a later one that
    // happens to mend it would otherwise pass.
    const step = async (changes: FileChange[]): Promise<Affected> => {
      const result = await updateSite(state, changes);
      state = result.state;
      steps += 1;
      expect(snapshot(state), `after edit ${steps} (${changes.map((c) => `${c.event} ${path.relative(root, c.path)}`).join(', ')})`).toEqual(snapshot(await load()));
      return result.affected;
    };

    // A page added.
    await writeFiles(root, { 'content/acme/guides/focus.md': '---\nproductId: acme\ntitle: Focus\ndescription: Show where the keyboard is.\n---\n\n# Focus\n\nA ring shows the focused control.\n' });
    let affected = await step([{ event: 'add', path: at('content/acme/guides/focus.md') }]);
    expect(affected.kinds).toEqual(['page']);
    expect(state.site!.pages.map((p) => p.route.url)).toContain('/acme/guides/focus');

    // A page renamed: it moves to its new route.
    await rename(at('content/acme/guides/labels.md'), at('content/acme/guides/naming.md'));
    affected = await step([
      { event: 'unlink', path: at('content/acme/guides/labels.md') },
      { event: 'add', path: at('content/acme/guides/naming.md') },
    ]);
    expect(affected.urls).toContain('/acme/guides/labels');
    expect(affected.urls).toContain('/acme/guides/naming');

    // A page deleted.
    await rm(at('content/acme/customization/overriding-component-structure.md'));
    await step([{ event: 'unlink', path: at('content/acme/customization/overriding-component-structure.md') }]);
    expect(state.site!.pages.map((p) => p.route.url)).not.toContain('/acme/customization/overriding-component-structure');

    // The navigation follows.
    await writeFiles(root, {
      'nav/acme.json': JSON.stringify([
        { pathname: '/acme/react-button', title: 'Button' },
        { pathname: '/acme/guides/naming', title: 'Naming' },
        { pathname: '/acme/guides/focus', title: 'Focus' },
      ]),
    });
    affected = await step(changed('nav/acme.json'));
    expect(affected.products).toContain('acme');

    // An interface string in Chinese.
    const zh = JSON.parse(await readFile(at('translations/translations-zh.json'), 'utf8')) as Record<string, unknown>;
    await writeFiles(root, { 'translations/translations-zh.json': JSON.stringify({ ...zh, editPage: '编辑本页（已更新）' }, null, 2) });
    affected = await step(changed('translations/translations-zh.json'));
    expect(affected.everything).toBe(true);

    // A component's API metadata.
    const api = JSON.parse(await readFile(at('api-descriptions/acme/button.json'), 'utf8')) as { componentDescription: string };
    await writeFiles(root, { 'api-descriptions/acme/button.json': JSON.stringify({ ...api, componentDescription: 'Buttons <em>act</em>, now.' }) });
    affected = await step(changed('api-descriptions/acme/button.json'));
    expect(affected.urls).toContain('/acme/api/button');

    // A demo beside a page.
    await writeFiles(root, { 'content/acme/BasicButton.tsx': DEMO('Press me again') });
    affected = await step(changed('content/acme/BasicButton.tsx'));
    expect(affected.demosChanged).toBe(true);
    expect(affected.urls).toContain('/acme/react-button');

    // A page's text, with its route unchanged.
    const text = await readFile(at('content/acme/react-button.md'), 'utf8');
    await writeFiles(root, { 'content/acme/react-button.md': `${text}\nOne more paragraph.\n` });
    affected = await step(changed('content/acme/react-button.md'));
    expect(affected.modelChanged).toBe(false);
    expect(affected.eager).toEqual(['acme/react-button/index.html']);
    expect(steps).toBe(8);
  }, 240_000);

  it('keeps the last good version of a broken page, with its problem, until it is fixed', async () => {
    let state = await load();
    const good = state.site!.pages.find((p) => p.route.url === '/acme/react-button')!;
    const text = await readFile(at('content/acme/react-button.md'), 'utf8');
    await writeFiles(root, { 'content/acme/react-button.md': `---\ntitle: [unclosed\n---\n\n${text}` });
    state = (await updateSite(state, changed('content/acme/react-button.md'))).state;
    expect(state.site!.pages.find((p) => p.route.url === '/acme/react-button')?.hash).toBe(good.hash);
    expect(stateDiagnostics(state).some((d) => d.severity === 'error' && d.file === 'content/acme/react-button.md')).toBe(true);

    await writeFiles(root, { 'content/acme/react-button.md': text });
    state = (await updateSite(state, changed('content/acme/react-button.md'))).state;
    expect(stateDiagnostics(state).filter((d) => d.file === 'content/acme/react-button.md')).toEqual([]);
    expect(snapshot(state)).toEqual(snapshot(await load()));
  }, 240_000);
});
