import { describe, expect, it } from 'vitest';
import { checkIsPage } from './check-is-page';
import { checkPageMeta, frontmatterList } from './check-page-meta';

const page = (frontmatter: Record<string, unknown>, frontmatterLines: Record<string, number> = {}) => ({ file: 'content/a.md', frontmatter, frontmatterLines });
const none = { heading: null, description: null };
const codes = (d: { code: string; severity: string; line?: number }[]) => d.map((x) => `${x.severity} ${x.code} ${x.line ?? ''}`);

describe('checkPageMeta', () => {
  it('accepts a title and description from frontmatter', () => {
    expect(checkPageMeta(page({ title: 'Button', description: 'Buttons act.' }), none, [])).toEqual([]);
  });

  it('falls back to the # heading and the description paragraph', () => {
    expect(checkPageMeta(page({}), { heading: 'Button', description: 'Buttons act!' }, [])).toEqual([]);
  });

  it('reports a missing title and a missing description as errors', () => {
    const diagnostics = checkPageMeta(page({ productId: 'joy-ui' }), none, ['joy-ui']);
    expect(codes(diagnostics)).toEqual(['error content/missing-title 1', 'error content/missing-description 1']);
    expect(diagnostics.map((d) => d.message)).toEqual(['The page has no title', 'The page has no description']);
  });

  it('tells markdown that is no page (no frontmatter, no description) from a page', () => {
    expect(checkIsPage('content/a.md', {}, '# Dashboard template\n\nRun it.\n')?.code).toBe('content/not-a-page');
    expect(checkIsPage('content/a.md', {}, '# Button\n\n<p class="description">Buttons.</p>\n')).toBeNull();
    expect(checkIsPage('content/a.md', { title: 'Button' }, '')).toBeNull();
  });

  it('warns about a title over 70 and a description over 160 characters, at their lines', () => {
    const diagnostics = checkPageMeta(page({ title: 'T'.repeat(71), description: `${'d'.repeat(160)}.` }, { title: 2, description: 3 }), none, []);
    expect(codes(diagnostics)).toEqual(['warning content/long-title 2', 'warning content/long-description 3']);
    expect(diagnostics[0]?.message).toBe('The title is 71 characters long; search results cut titles over 70');
  });

  it('accepts exactly 70 and 160 characters', () => {
    expect(checkPageMeta(page({ title: 'T'.repeat(70), description: `${'d'.repeat(159)}.` }), none, [])).toEqual([]);
  });

  it('warns about a description that does not end a sentence', () => {
    expect(codes(checkPageMeta(page({ title: 'A', description: 'No full stop' }, { description: 4 }), none, []))).toEqual([
      'warning content/description-punctuation 4',
    ]);
  });

  it('reports keys of the wrong type as errors and unknown products as warnings', () => {
    const diagnostics = checkPageMeta(page({ title: 'A', description: 'B.', components: 3, githubLabel: ['x'], productId: 'nope' }, { components: 4, githubLabel: 5, productId: 6 }), none, ['joy-ui']);
    expect(codes(diagnostics)).toEqual(['error content/frontmatter-type 5', 'error content/frontmatter-type 4', 'warning content/unknown-product 6']);
  });

  it("reports a share image that is not text (a page's `image:` is a URL or a path of the site)", () => {
    const diagnostics = checkPageMeta(page({ title: 'A', description: 'B.', image: { src: '/a.png' } }, { image: 4 }), none, []);
    expect(diagnostics.map((d) => `${d.code} ${d.line}: ${d.message}`)).toEqual(['content/frontmatter-type 4: image must be text, received {"src":"/a.png"}']);
  });
});

describe('frontmatterList', () => {
  it.each([
    ['Button, IconButton', ['Button', 'IconButton']],
    [['Button', ' Chip '], ['Button', 'Chip']],
    ['', []],
    [undefined, []],
  ])('%j', (value, expected) => expect(frontmatterList(value)).toEqual(expected));
});
