// Search over the bundled site (this repository's content/), whose docs-infra product is
// docs-site's own manual: a reader who searches a manual topic lands on the manual's page for
// it. The site is built once per run by the command (test/helpers/shared.ts), its index read as
// the browser reads it and ranked by the browser's engine, as in quality.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { searchPartitions, showSections, type Partition } from '../../src/client/search/engine';
import { bundledSiteFolder } from '../helpers/shared';
import { folderFetch, openBuiltIndex } from './load-index';

let outDir: string;
let english: Partition[];
const search = async (partitions: readonly Partition[], query: string) => showSections(await searchPartitions(partitions, query), folderFetch(outDir));

beforeAll(async () => {
  outDir = await bundledSiteFolder();
  english = (await openBuiltIndex(outDir)).partitions.filter((p) => p.ref.language === 'en');
}, 240_000);

/** Manual topics, and the manual's page (and section) that answers each. */
const TOPICS = [
  { query: 'shard', page: '/docs-infra/output', anchor: 'sharded-builds' },
  { query: 'service worker', page: '/docs-infra/browser', anchor: 'offline-reading' },
  { query: 'translations', page: '/docs-infra/languages', anchor: undefined },
  { query: 'callout', page: '/docs-infra/markdown', anchor: 'callouts' },
] as const;

describe("search over the bundled site's manual", () => {
  it('indexes the manual as a product of its own', () => {
    const manual = english.find((p) => p.ref.product === 'docs-infra');
    expect(manual?.ref.productName).toBe('Docs Infra');
    expect(manual!.core.pages.map(([url]) => url)).toContain('/docs-infra/getting-started');
  });

  it("answers a manual topic with a manual page first, across every product", async () => {
    for (const { query } of TOPICS) {
      const hits = await search(english, query);
      expect(hits[0]?.url, `${query}: ${hits.slice(0, 3).map((hit) => hit.url).join(' ')}`).toMatch(/^\/docs-infra\//);
    }
  });

  it("ranks the topic's own page, at its section, among the first three of the manual", async () => {
    const manual = english.filter((p) => p.ref.product === 'docs-infra');
    for (const { query, page, anchor } of TOPICS) {
      const top = (await search(manual, query)).slice(0, 3);
      const hit = top.find((h) => h.url === page);
      expect(hit, `${query}: ${top.map((h) => `${h.url}#${h.shown.map((s) => s.anchor).join(',')}`).join(' ')}`).toBeDefined();
      if (anchor) expect(hit!.shown.map((s) => s.anchor), query).toContain(anchor);
    }
  });
});
