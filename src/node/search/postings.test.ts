import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { byCodeUnits } from '../util/code-units';
import { createSectionPostings } from './postings';
import { INDEX_OPTIONS, type IndexedSection } from '../../shared/search-options';

/** What MiniSearch itself makes of the sections, as the index files hold it. */
function miniSearchIndex(sections: Omit<IndexedSection, 'id'>[]) {
  const mini = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  sections.forEach((section, id) => mini.add({ id, ...section }));
  const { index, documentIds: _identity, ...documents } = mini.toJSON();
  return { postings: (index as [string, unknown][]).sort(([a], [b]) => byCodeUnits(a, b)), documents };
}

/** Ours, with the postings as the JSON of MiniSearch's `[term, postings][]`, written as the shards write it. */
function ownIndex(sections: Omit<IndexedSection, 'id'>[]) {
  const postings = createSectionPostings();
  for (const section of sections) postings.add(section);
  const { terms, postingsJson, documents } = postings.finish();
  const postingsText = `[${terms.map((term, index) => `[${JSON.stringify(term)},${postingsJson(index)}]`).join(',')}]`;
  return { postingsText, postings: JSON.parse(postingsText) as [string, unknown][], documents };
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const WORDS = ['Button', 'button', 'the', 'sx', 'prop', 'theme.spacing(2)', 'variant="soft"', '组件', '按钮组件样式', 'react组件', 'ボタン', '버튼', 'don’t', 'e-mail', '—', '', 'x'];

function sections(seed: number, count: number): Omit<IndexedSection, 'id'>[] {
  const next = random(seed);
  const text = (words: number) => Array.from({ length: Math.floor(next() * words) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(next() < 0.5 ? ' ' : ', ');
  return Array.from({ length: count }, () => ({ title: text(4), heading: text(6), text: text(80), code: next() < 0.3 ? text(20) : '' }));
}

describe('createSectionPostings', () => {
  it('writes what MiniSearch writes, byte for byte, for words, CJK pairs, punctuation and empty fields', () => {
    for (const seed of [1, 2, 3, 42]) {
      const input = sections(seed, 300);
      const own = ownIndex(input);
      const reference = miniSearchIndex(input);
      expect(own.postingsText).toBe(JSON.stringify(reference.postings));
      expect(JSON.stringify(own.documents)).toBe(JSON.stringify(reference.documents));
    }
  });

  it('counts a repeated word once in the field length and as often as it occurs in the postings', () => {
    const { postings, documents } = ownIndex([{ title: 'Button button', heading: '', text: 'the button, the theme', code: '' }]);
    expect(documents.fieldLength[0]).toEqual([1, 0, 3, 0]);
    expect(Object.fromEntries(postings)).toEqual({ button: { 0: { 0: 2 }, 2: { 0: 1 } }, the: { 2: { 0: 2 } }, theme: { 2: { 0: 1 } } });
  });

  it('gives an index the browser loads and searches like MiniSearch\'s own', () => {
    const input = sections(7, 200);
    const { postings, documents } = ownIndex(input);
    const loaded = MiniSearch.loadJSON<IndexedSection>(
      JSON.stringify({ ...documents, documentIds: Object.fromEntries(input.map((_, id) => [id, id])), index: postings }),
      INDEX_OPTIONS,
    );
    const reference = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
    input.forEach((section, id) => reference.add({ id, ...section }));
    for (const query of ['button', 'butto', '组件', 'theme spacing', 'soft variant']) {
      expect(loaded.search(query, { prefix: true, fuzzy: 0.2 })).toEqual(reference.search(query, { prefix: true, fuzzy: 0.2 }));
    }
  });
});
