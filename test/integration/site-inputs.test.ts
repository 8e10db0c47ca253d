import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/node/config/load';
import type { ResolvedConfig } from '../../src/node/model/config';
import { originOwner } from '../../src/node/site/inputs';
import { loadSite } from '../../src/node/site/load-site';
import type { SiteState } from '../../src/node/site/site-state';
import { updateSite } from '../../src/node/site/update-site';
import { cleanupTemporaryFolders, copyFixture, extendConfig, writeFiles } from '../helpers/fixture';

// Every problem a site has is kept under the origin of the one input (or routing) that found
// it: `updateSite` replaces an input's problems when it reads it again, so a problem under an
// origin no input owns would never go away, and one under another input's would go away when
// that input is read.

let root: string;
let config: ResolvedConfig;
/** The fixture's navigation and a component's descriptions, as they were before they broke. */
let good: Record<string, string>;

/** Each origin of the state's problems, with the input that owns it. */
const owners = (state: SiteState) => Object.fromEntries([...state.problems.keys()].sort().map((origin) => [origin, originOwner(origin)]));

beforeAll(async () => {
  root = await copyFixture('api-site');
  const files = ['nav/acme.json', 'api-descriptions/acme/button.json'];
  good = Object.fromEntries(await Promise.all(files.map(async (file) => [file, await readFile(path.join(root, file), 'utf8')] as const)));
  good['nav/acme.json'] = JSON.stringify([...(JSON.parse(good['nav/acme.json']!) as unknown[]), { pathname: '/acme/uses', title: 'Uses' }]);
  await extendConfig(root, "languages: [{ code: 'en', label: 'English' }, { code: 'zh', label: '中文' }],");
  await writeFiles(root, {
    'content/acme/broken.md': '---\ntitle: [unclosed\n---\n\n# Broken\n',
    'content/acme/uses.md': '---\nproductId: acme\ntitle: Uses\ndescription: Embeds a demo whose package is not installed.\n---\n\n# Uses\n\n{{"demo": "Uses.js"}}\n',
    'content/acme/Uses.tsx': "import pad from 'a-package-nobody-installed';\n\nexport default function Uses() {\n  return <p>{pad('x')}</p>;\n}\n",
    'nav/acme.json': JSON.stringify([...(JSON.parse(good['nav/acme.json']!) as unknown[]), { pathname: '/acme/nowhere', title: 'Nowhere' }]),
    'api-descriptions/acme/button.json': '{ not json',
    'translations/translations-zh.json': '{ not json',
    'public/acme/react-button/index.html': '<p>taken</p>',
  });
  config = (await loadConfig(undefined, root)).config!;
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe('the problems of a site', () => {
  it('are each kept under an origin of the input that found them, as loaded and as updated', async () => {
    let state = (await loadSite(config, { cache: true, cacheTemplates: false, production: false, watch: true })).state;
    expect(owners(state)).toEqual({
      api: 'api',
      'content:acme/broken.md': 'pages',
      conflicts: 'routing',
      coverage: 'routing',
      demos: 'demos',
      translations: 'translations',
    });

    // The navigation's missing page is fixed and the API file too: their problems go, the others stay.
    await writeFiles(root, good);
    state = (
      await updateSite(state, [
        { event: 'change', path: path.join(root, 'nav', 'acme.json') },
        { event: 'change', path: path.join(root, 'api-descriptions', 'acme', 'button.json') },
      ])
    ).state;
    expect(owners(state)).toEqual({ 'content:acme/broken.md': 'pages', conflicts: 'routing', demos: 'demos', translations: 'translations' });
  }, 240_000);
});
