import { describe, expect, it } from 'vitest';
import { SEARCH_MANIFEST, type SearchCoreFile, type SearchManifest } from '../../shared/search-format';
import type { SearchPage } from '../../node/model/search';
import { writeSearchIndex } from '../../node/search/write-index';
import { openPartition, searchPartitions, showSections, type FetchJson } from './engine';

const page = (url: string, title: string, sections: [heading: string, text: string][], product = 'joy-ui'): SearchPage => ({
  url,
  title,
  product,
  language: 'en',
  sections: sections.map(([heading, text], i) => ({ anchor: i === 0 ? '' : heading.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-'), heading: i === 0 ? '' : heading, text, code: '' })),
});

/** An index written by the build's writer, served from memory, noting what each query fetches. */
async function indexOf(pages: SearchPage[]) {
  const files = new Map([...writeSearchIndex(pages, { 'joy-ui': 'Joy UI' })].map((f) => [`/${f.path}`, f.contents]));
  const fetched: string[] = [];
  const fetchJson: FetchJson = async <T>(url: string) => {
    fetched.push(url);
    return JSON.parse(files.get(url)!) as T;
  };
  const manifest = await fetchJson<SearchManifest>(`/${SEARCH_MANIFEST}`);
  const partitions = await Promise.all(manifest.partitions.map(async (ref) => openPartition(ref, await fetchJson<SearchCoreFile>(ref.core), fetchJson)));
  const search = async (query: string) => showSections(await searchPartitions(partitions, query), fetchJson);
  return { search, fetched, files };
}

const corpus = [
  page('/button', 'Button', [['', 'Buttons let users take actions.'], ['Loading', 'Show a loading indicator.'], ['Sizes', 'Three sizes.']]),
  page('/button-group', 'Button Group', [['', 'A group of buttons.'], ['Spacing', 'The gap between buttons of a Button Group.']]),
  page('/card', 'Card', [['', 'Cards hold content.'], ['Actions', 'Put a button, or a Button, or another button in the card actions; button button button.']]),
  page('/api/button', 'Button API', [['', 'API reference docs for the React Button component.'], ['Props', 'Props of the Button component: color, size, variant.']]),
  page('/theming', 'Theming', [['', 'Colours and fonts.'], ['Button styles', 'Change how every control looks.']]),
  page('/zh/intro', '介绍', [['', '这是一个组件库的文档。'], ['安装', '使用包管理器安装组件库。']]),
];

describe('search engine', () => {
  it('finds the page named by the query first, then headings, then pages that mention it', async () => {
    const { search } = await indexOf(corpus);
    const results = await search('Button');
    expect(results[0]!.url).toBe('/button');
    expect(results[0]!.shown[0]!.anchor).toBe('');
    // Then its API page, before the pages that mention buttons.
    expect(results[1]!.url).toBe('/api/button');
    expect((await search('button api'))[0]!.url).toBe('/api/button');
    // A heading that names it comes before a body that repeats it.
    expect(results.findIndex((r) => r.url === '/theming')).toBeLessThan(results.findIndex((r) => r.url === '/card'));
  });

  it('matches unfinished words and typos', async () => {
    const { search } = await indexOf(corpus);
    expect((await search('butt'))[0]!.url).toMatch(/^\/button/);
    expect((await search('butoon'))[0]!.url).toBe('/button');
    expect((await search('spacng'))[0]!.shown[0]!.anchor).toBe('spacing');
  });

  it('finds CJK text by any substring of two characters or more, and by one character', async () => {
    const { search } = await indexOf(corpus);
    expect((await search('组件库'))[0]!.url).toBe('/zh/intro');
    expect((await search('管理'))[0]!.shown[0]!.anchor).toBe('安装');
    expect((await search('档'))[0]?.url).toBe('/zh/intro');
  });

  it('finds the section two words point at', async () => {
    const { search } = await indexOf(corpus);
    const [first] = await search('button loading');
    expect(first!.url).toBe('/button');
    expect(first!.shown[0]).toMatchObject({ anchor: 'loading', heading: 'Loading', text: 'Show a loading indicator.' });
  });

  it('downloads only the shards its words need, and each shard once', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => page(`/p${i}`, `Page ${i}`, [['', `alpha${i} beta${i} gamma${i} delta${i} epsilon${i} zeta${i}`], ['More', `eta${i} theta${i} iota${i} kappa${i}`]]));
    const { search, fetched, files } = await indexOf(many);
    const shards = [...files.keys()].filter((url) => /-t\d+-/.test(url));
    expect(shards.length).toBeGreaterThan(3);
    fetched.length = 0;
    await search('kappa12');
    const first = fetched.filter((url) => shards.includes(url));
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(shards.length / 2);
    fetched.length = 0;
    await search('kappa12');
    expect(fetched.filter((url) => shards.includes(url))).toEqual([]);
  });
});
