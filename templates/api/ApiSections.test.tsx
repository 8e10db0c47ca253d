import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { renderToString } from 'react-dom/server';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { buildApiPage } from '../../src/api/build-view';
import { apiDescriptionsSchema, apiJsonSchema } from '../../src/api/schema';
import { EMPTY_CONTEXT } from '../../src/markdown/types';
import { PageTheme } from '../shell/Globals';
import { ApiSections } from './ApiSections';

const fixture = path.resolve(import.meta.dirname, '../../test/fixtures/api-metadata');
const json = apiJsonSchema.parse(JSON.parse(await readFile(path.join(fixture, 'button.json'), 'utf8')));
const descriptions = apiDescriptionsSchema.parse(JSON.parse(await readFile(path.join(fixture, 'button-descriptions.json'), 'utf8')));
const guides = { sx: '/system/getting-started/the-sx-prop', slots: '/acme/customization/overriding-component-structure' };
const built = buildApiPage({ productId: 'acme', slug: 'button', json, descriptions, descriptionsFile: null, lines: { demos: 30, props: 2 } }, guides, EMPTY_CONTEXT);
const html = renderToString(
  <PageTheme dir="ltr">
    <ApiSections api={built.view} />
  </PageTheme>,
);
const tree = fromHtml(html, { fragment: true });

/** The rows of the table under the heading with this id, as the text of their cells. */
function table(id: string): { id: string | null; cells: string[]; element: Element }[] {
  const rows: { id: string | null; cells: string[]; element: Element }[] = [];
  visit(tree, 'element', (section: Element) => {
    if (section.tagName !== 'section' || section.properties.ariaLabelledBy?.toString() !== id) return;
    visit(section, 'element', (row: Element) => {
      if (row.tagName !== 'tr') return;
      const cells = row.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));
      rows.push({ id: row.properties.id ? String(row.properties.id) : null, cells: cells.map((c) => toString(c).replace(/\s+/g, ' ').trim()), element: row });
    });
  });
  return rows;
}
const hrefs = (element: Element) => {
  const found: string[] = [];
  visit(element, 'element', (a: Element) => {
    if (a.tagName === 'a') found.push(String(a.properties.href));
  });
  return found;
};

describe('the API page of a component, from its metadata', () => {
  it('has a props table: names sorted, union members one per line, defaults, required and deprecated marked', () => {
    const rows = table('props');
    expect(rows[0]!.cells).toEqual(['Name', 'Type', 'Default', 'Description']);
    const byName = Object.fromEntries(rows.slice(1).map((row) => [row.id, row]));
    expect(Object.keys(byName)).toEqual(['action', 'color', 'label', 'oldSize', 'onAction', 'slotProps', 'prop-slots', 'sx']);
    // One member per line: a line break (which the cell's text leaves out) before each `|`.
    expect(byName.color!.cells.slice(0, 3)).toEqual(['color', "'danger'| 'primary'| string", "'primary'"]);
    expect(html).toContain('&#x27;danger&#x27;</span><span><br/>| <!-- -->&#x27;primary&#x27;');
    expect(byName.action!.cells[1]).toBe('func| { current?: { focusVisible: func } }');
    expect(byName.label!.cells[0]).toBe('label* required');
    expect(byName.oldSize!.cells[0]).toBe('oldSizeDeprecated');
    expect(byName.oldSize!.cells[3]).toBe('Use size instead.The size.');
    expect(byName.onAction!.cells[3]).toContain('Signature: function(event: React.SyntheticEvent) => voidevent The event source of the callback.');
    // Each row is its own anchor; a prop named like a section keeps the section's id free.
    expect(hrefs(byName.color!.element)[0]).toBe('#color');
    expect(built.view.props.find((p) => p.name === 'slots')!.id).toBe('prop-slots');
  });

  it('links sx, slots and slotProps to their guides, and slots to the Slots section', () => {
    const byName = Object.fromEntries(table('props').slice(1).map((row) => [row.cells[0], row]));
    expect(hrefs(byName.sx!.element)).toContain('/system/getting-started/the-sx-prop');
    expect(hrefs(byName.slots!.element)).toEqual(['#prop-slots', '#slots', '/acme/customization/overriding-component-structure']);
    expect(hrefs(byName.slotProps!.element)).toEqual(['#slotProps', '#slots', '/acme/customization/overriding-component-structure']);
  });

  it('runs every description through the raw-HTML sanitiser', () => {
    expect(html).toContain('Buttons <em>act</em>.');
    expect(html).not.toMatch(/<script|onerror|javascript:/);
    // The links of the descriptions and of the demos list are kept for the link check, at the lines of their keys.
    expect(built.links.map((l) => [l.target, l.line])).toEqual(
      expect.arrayContaining([['/acme/guides/labels', 2], ['/acme/react-button/', 30], ['#slots', 2], ['/acme/api/button-base', null]]),
    );
  });

  it('shows ref, inheritance, spread, theme default props, slots, classes (global marked) and CSS variables', () => {
    const text = toString(tree).replace(/\s+/g, ' ');
    expect(text).toContain('The ref is forwarded to the root element (HTMLButtonElement).');
    expect(text).toContain('Any other props supplied will be provided to the root element (ButtonBase).');
    expect(text).toContain('the props of the ButtonBase component are also available on Button.');
    expect(text).toContain('You can use AcmeButton to change the default props of this component with the theme.');
    expect(text).toContain("import Button from '@acme/ui/Button';\nimport { Button } from '@acme/ui';".replace(/\s+/g, ' '));
    expect(table('slots').slice(1).map((r) => r.cells)).toEqual([['root', '.AcmeButton-root', "'button'", 'The component that renders the root.']]);
    expect(table('classes').slice(1).map((r) => r.cells)).toEqual([
      ['.Mui-disabledGlobal', 'disabled', 'State class applied to the root element if disabled={true}.'],
      ['.AcmeButton-root', 'root', 'Styles applied to the root element.'],
    ]);
    expect(table('css-variables').slice(1).map((r) => r.cells)).toEqual([['--Button-gap', '8px', 'The gap between the decorators and the label.']]);
    expect(built.toc.map((t) => [t.id, t.children.map((c) => c.id)])).toEqual([
      ['demos', []],
      ['import', []],
      ['props', ['theme-default-props']],
      ['slots', []],
      ['classes', []],
      ['css-variables', []],
    ]);
  });
});
