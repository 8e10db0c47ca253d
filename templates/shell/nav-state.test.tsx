import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageNavState } from '../../src/node/model/nav';
import { applyNavState, NAV_GROUP_ATTRIBUTE, NAV_LINK_ATTRIBUTE } from './nav-state';

/** A tree rendered the way NavTree marks it, by React itself, so the marks are escaped as React escapes them. */
const tree = (paths: { groups: string[]; links: string[] }) =>
  renderToString(
    <ul>
      {paths.groups.map((group) => (
        <li key={group}>
          <details {...{ [NAV_GROUP_ATTRIBUTE]: group }}>
            <summary>{group}</summary>
          </details>
        </li>
      ))}
      {paths.links.map((link) => (
        <li key={link}>
          <a href={link} {...{ [NAV_LINK_ATTRIBUTE]: link }}>
            {link}
          </a>
        </li>
      ))}
    </ul>,
  );

const state = (activePathname: string | null, parents: string[] = []): PageNavState => ({
  activePathname,
  parents: parents.map((pathname) => ({ pathname, title: pathname })),
  prev: null,
  next: null,
});

describe('applyNavState', () => {
  it('marks the active link and opens its parents, and nothing else', () => {
    const html = tree({ groups: ['/a-group', '/b-group'], links: ['/a', '/a/b', '/ab'] });
    const out = applyNavState(html, state('/a', ['/a-group']));
    expect(out.match(/aria-current="page"/g)).toHaveLength(1);
    expect(out).toContain(`${NAV_LINK_ATTRIBUTE}="/a" aria-current="page"`);
    // A path that starts like the active one stays unmarked.
    expect(out).toContain(`${NAV_LINK_ATTRIBUTE}="/a/b">`);
    expect(out).toContain(`${NAV_LINK_ATTRIBUTE}="/ab">`);
    expect(out).toContain(`${NAV_GROUP_ATTRIBUTE}="/a-group" open=""`);
    expect(out).toContain(`${NAV_GROUP_ATTRIBUTE}="/b-group">`);
  });

  it('finds paths holding characters React escapes in attributes', () => {
    const odd = `/x?a=1&b="2"&c='3'<>`;
    const out = applyNavState(tree({ groups: [odd], links: [odd] }), state(odd, [odd]));
    expect(out).toContain('aria-current="page"');
    expect(out).toContain('open=""');
  });

  it('leaves the tree as it is for a page outside the navigation', () => {
    const html = tree({ groups: ['/g'], links: ['/a'] });
    expect(applyNavState(html, state(null))).toBe(html);
  });

  it('opens sections in the browser as an attribute of <details>', () => {
    const out = applyNavState(tree({ groups: ['/g'], links: [] }), state('/x', ['/g']));
    expect(out).toMatch(/<details data-nav-group="\/g" open="">/);
  });
});
