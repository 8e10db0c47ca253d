import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText, writeFiles } from '../helpers/fixture';

// Upstream's pages link into products another site serves (`/x/...` from Material UI, `/blog`,
// `/store`). The config's `elsewhere` says which paths, and where: links there are written as
// absolute links to that site, and the link check does not look for them here.

let root: string;
let result: BuildResult;

beforeAll(async () => {
  root = await copyFixture('basic');
  await extendConfig(root, "elsewhere: { 'https://mui.com': ['/x', '/blog/', { path: '/store/', exact: true }] },");
  const about = await readText(path.join(root, 'content/about.md'));
  await writeFiles(root, {
    'content/about.md': `${about}\nSee the [Data Grid](/x/react-data-grid/#columns?tab=1), the [blog](/blog) and [a post](/blog/2024/news).\nA [near miss](/xylophone) is ours, and broken.\nThe [store](/store/) is elsewhere; [a product of it](/store/items/t-shirt) is ours, and broken.\n`,
  });
  result = await build({ cwd: root, cache: false, links: 'warn' });
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe("paths another site serves (the config's elsewhere)", () => {
  it('are linked on that site, as written', async () => {
    const html = await readText(path.join(root, 'dist', 'about', 'index.html'));
    expect(html).toContain('href="https://mui.com/x/react-data-grid/#columns?tab=1"');
    expect(html).toContain('href="https://mui.com/blog"');
    expect(html).toContain('href="https://mui.com/blog/2024/news"');
    // An exact path is that page alone: what is under it is ours.
    expect(html).toContain('href="https://mui.com/store/"');
    expect(html).toContain('href="/store/items/t-shirt"');
  });

  it('are not looked for here; a path that only starts like one is', () => {
    const broken = result.diagnostics.filter((d) => d.code.startsWith('links/')).map((d) => d.message);
    expect(broken).toEqual([expect.stringContaining('/xylophone'), expect.stringContaining('/store/items/t-shirt')]);
  });
});

describe('paths another site serves, linked from API metadata', () => {
  it("are linked there too: a component's inheritance from another product's page is not looked for here", async () => {
    const apiRoot = await copyFixture('api-site');
    const button = path.join(apiRoot, 'api/acme/button.json');
    // Upstream's Joy Menu inherits from Base UI's Popper, on another site.
    await writeFiles(apiRoot, { 'api/acme/button.json': (await readText(button)).replace('"/acme/api/button-base"', '"/base-ui/react-popper/components-api/#popper"') });
    await extendConfig(apiRoot, "elsewhere: { 'https://mui.com': ['/base-ui'] },");
    const built = await build({ cwd: apiRoot, cache: false });
    expect(built.diagnostics.filter((d) => d.code.startsWith('links/'))).toEqual([]);
    const html = await readText(path.join(apiRoot, 'dist', 'acme/api/button/index.html'));
    expect(html).toContain('href="https://mui.com/base-ui/react-popper/components-api/#popper"');
  });
});

