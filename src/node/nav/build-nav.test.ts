import { describe, expect, it } from 'vitest';
import { buildNavTree, findDuplicatePathnames, pathnameLines } from './build-nav';
import type { NavEntryInput } from '../model/nav';

const build = (data: unknown, source = JSON.stringify(data, null, 2)) =>
  buildNavTree({ productId: 'joy-ui', file: 'nav/joy-ui.json', source, data, titles: {} });

describe('findDuplicatePathnames', () => {
  it.each<[string, NavEntryInput[], { pathname: string; occurrence: number }[]]>([
    ['none', [{ pathname: '/a' }, { pathname: '/b', children: [{ pathname: '/c' }] }], []],
    ['sibling', [{ pathname: '/a' }, { pathname: '/a' }], [{ pathname: '/a', occurrence: 2 }]],
    ['nested', [{ pathname: '/a', children: [{ pathname: '/b' }] }, { pathname: '/c', children: [{ pathname: '/b' }] }], [{ pathname: '/b', occurrence: 2 }]],
    ['parent and child', [{ pathname: '/a', children: [{ pathname: '/a' }] }], [{ pathname: '/a', occurrence: 2 }]],
    ['three times', [{ pathname: '/a' }, { pathname: '/a' }, { pathname: '/a' }], [{ pathname: '/a', occurrence: 2 }, { pathname: '/a', occurrence: 3 }]],
    ['components-api exempt', [{ pathname: '/material-ui/components-api/button' }, { pathname: '/material-ui/components-api/button' }], []],
    ['hooks-api exempt', [{ pathname: '/base-ui/hooks-api/use-menu' }, { pathname: '/base-ui/hooks-api/use-menu' }], []],
    ['api path equal to a page once the segment is removed', [{ pathname: '/material-ui/button' }, { pathname: '/material-ui/components-api/button' }], []],
    ['a page listed after its api twin', [{ pathname: '/material-ui/components-api/button' }, { pathname: '/material-ui/button' }], [{ pathname: '/material-ui/button', occurrence: 1 }]],
  ])('%s', (_name, entries, expected) =>
    expect(findDuplicatePathnames(entries).map(({ pathname, occurrence }) => ({ pathname, occurrence }))).toEqual(expected),
  );
});

describe('buildNavTree', () => {
  it('fails a duplicated pathname with the exact message, at the line of the second entry', () => {
    const data = [{ pathname: '/joy-ui/a' }, { pathname: '/joy-ui/group', children: [{ pathname: '/joy-ui/a' }] }];
    const { diagnostics } = build(data);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'nav/duplicate-pathname',
      message: 'Duplicated pathname /joy-ui/a in pages\nfirst listed at nav/joy-ui.json:3',
      file: 'nav/joy-ui.json',
      line: 9,
    });
  });

  it('names the line of the entry a duplicate repeats', () => {
    const data = [{ pathname: '/joy-ui/a' }, { pathname: '/joy-ui/b' }, { pathname: '/joy-ui/a' }];
    const source = JSON.stringify(data, null, 2);
    const { diagnostics } = build(data, source);
    expect(diagnostics.map((d) => d.message.split('\n'))).toEqual([['Duplicated pathname /joy-ui/a in pages', 'first listed at nav/joy-ui.json:3']]);
  });

  it('keeps the linkProps a link may take and reports the others at their entry', () => {
    const data = [
      { pathname: '/joy-ui/a', linkProps: { 'data-ga-event-category': 'nav', target: '_blank', rel: 'noopener', 'aria-label': 'A' } },
      { pathname: '/joy-ui/b', linkProps: { href: 'https://evil.example', dangerouslySetInnerHTML: 'x', onClick: 'alert(1)' } },
    ];
    const { tree, diagnostics } = build(data, JSON.stringify(data, null, 2));
    expect(tree?.items[0]?.linkProps).toEqual({ 'data-ga-event-category': 'nav', target: '_blank', rel: 'noopener', 'aria-label': 'A' });
    expect(tree?.items[1]?.linkProps).toEqual({});
    expect(diagnostics.map((d) => [d.code, d.severity, d.file, d.line, d.message])).toEqual([
      ['nav/link-props', 'error', 'nav/joy-ui.json', 12, 'linkProps of /joy-ui/b: "href" is not an attribute a navigation link may take'],
      ['nav/link-props', 'error', 'nav/joy-ui.json', 12, 'linkProps of /joy-ui/b: "dangerouslySetInnerHTML" is not an attribute a navigation link may take'],
      ['nav/link-props', 'error', 'nav/joy-ui.json', 12, 'linkProps of /joy-ui/b: "onClick" is not an attribute a navigation link may take'],
    ]);
  });

  it('finds lines in TypeScript sources with single quotes', () => {
    const source = "export default [\n  { pathname: '/a' },\n  { pathname: '/b' },\n  { pathname: '/a' },\n];\n";
    expect(pathnameLines(source).get('/a')).toEqual([2, 4]);
    const { diagnostics } = build([{ pathname: '/a' }, { pathname: '/b' }, { pathname: '/a' }], source);
    expect(diagnostics[0]?.line).toBe(4);
  });

  it('resolves titles, links parents to their first page and fills defaults', () => {
    const { tree, diagnostics } = build([
      {
        pathname: '/joy-ui/components',
        title: 'Components',
        children: [
          { pathname: '/joy-ui/components/inputs', subheader: 'inputs', children: [{ pathname: '/joy-ui/react-button', plan: 'pro', newFeature: true }] },
        ],
      },
    ]);
    expect(diagnostics).toEqual([]);
    const parent = tree!.items[0]!;
    expect(parent.href).toBe('/joy-ui/react-button');
    expect(parent.children[0]).toMatchObject({ subheader: 'Inputs', href: '/joy-ui/react-button' });
    expect(parent.children[0]!.children[0]).toMatchObject({
      title: 'Button',
      plan: 'pro',
      newFeature: true,
      beta: false,
      inSideNav: true,
      ordered: true,
      line: 11,
    });
  });

  it('reports unknown and mistyped fields with their path', () => {
    const { tree, diagnostics } = build([{ pathname: '/a', chidren: [] }, { pathname: '/b', plan: 'gold' }, { pathname: 3 }]);
    expect(tree).toBeNull();
    expect(diagnostics.map((d) => d.message)).toEqual([
      '[0]: unknown navigation field "chidren"',
      '[1].plan: Invalid option: expected one of "community"|"pro"|"premium"',
      '[2].pathname: expected string, received number 3',
    ]);
  });
});
