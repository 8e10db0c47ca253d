import { describe, expect, it } from 'vitest';
import { buildNavTree } from './build-nav';
import { indexNav, pageNavState, readingOrder } from './page-state';
import type { NavEntryInput } from '../model/nav';

const tree = (entries: NavEntryInput[]) =>
  buildNavTree({ productId: 'p', file: null, source: '', data: entries, titles: {} }).tree!;

const entries: NavEntryInput[] = [
  { pathname: '/p/start', title: 'Getting started', children: [{ pathname: '/p/overview', title: 'Overview' }, { pathname: '/p/install', title: 'Install' }] },
  { pathname: '/p/single', title: 'Single parent', children: [{ pathname: '/p/only-child', title: 'Only child' }] },
  {
    pathname: '/p/components',
    title: 'Components',
    children: [
      { pathname: '/p/inputs', subheader: 'inputs', children: [{ pathname: '/p/button', title: 'Button' }, { pathname: '/p/hidden', title: 'Hidden', inSideNav: false }] },
      { pathname: '/p/unordered', title: 'Unordered', ordered: false },
      { pathname: 'https://example.com', title: 'External' },
      { pathname: '/p/last', title: 'Last' },
    ],
  },
];

describe('reading order', () => {
  it('flattens depth first, lets a single child stand in for its parent, skips hidden and external entries', () => {
    expect(readingOrder(tree(entries).items).map((i) => i.pathname)).toEqual([
      '/p/overview',
      '/p/install',
      '/p/only-child',
      '/p/button',
      '/p/unordered',
      '/p/last',
    ]);
  });

  it('reaches pages nested under single-child groups', () => {
    const nested = tree([{ pathname: '/p/components', title: 'Components', children: [{ pathname: '/p/inputs', subheader: 'inputs', children: [{ pathname: '/p/button' }] }] }]);
    expect(readingOrder(nested.items).map((i) => i.pathname)).toEqual(['/p/button']);
  });

  it('skips entries that lead to no page', () => {
    expect(readingOrder(tree(entries).items, (p) => p !== '/p/install').map((i) => i.pathname)).not.toContain('/p/install');
  });
});

describe('pageNavState', () => {
  const index = indexNav(tree(entries));

  it('gives the active entry, its parents and its neighbours', () => {
    expect(pageNavState(index, '/p/button')).toEqual({
      activePathname: '/p/button',
      parents: [
        { pathname: '/p/components', title: 'Components' },
        { pathname: '/p/inputs', title: 'Inputs' },
      ],
      prev: { pathname: '/p/only-child', title: 'Only child' },
      next: { pathname: '/p/unordered', title: 'Unordered' },
    });
  });

  it('has no previous link on the first page and no next link on the last', () => {
    expect(pageNavState(index, '/p/overview').prev).toBeNull();
    expect(pageNavState(index, '/p/last').next).toBeNull();
  });

  it('hides neighbours for an entry with ordered: false, and for pages not in the nav', () => {
    expect(pageNavState(index, '/p/unordered')).toMatchObject({ activePathname: '/p/unordered', prev: null, next: null });
    expect(pageNavState(index, '/p/elsewhere')).toEqual({ activePathname: null, parents: [], prev: null, next: null });
  });

  it('matches API pages with their components-api segment removed', () => {
    const api = indexNav(tree([{ pathname: '/m/components-api/button', title: 'Button API' }]));
    expect(pageNavState(api, '/m/button').activePathname).toBe('/m/components-api/button');
  });
});
