import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { renderToString } from 'react-dom/server';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { buildApiPage } from '../../src/node/page/api/build-view';
import { apiDescriptionsSchema, apiJsonSchema } from '../../src/node/model/api-schema';
import { toApiJson } from '../../src/node/load/validate-metadata';
import { ENGINE_STRINGS } from '../../src/node/strings/engine-strings';
import { interfaceText } from '../../src/node/util/interface-text';
import { parseTranslationFile, resolveStrings } from '../../src/node/load/load-translations';
import { EMPTY_CONTEXT } from '../../src/node/model/markdown';
import { PageTheme } from '../shell/Globals';
import { StringsProvider, strings as themeStrings } from '../strings';
import { ApiSections } from './ApiSections';

const fixture = path.resolve(import.meta.dirname, '../../test/fixtures/api-metadata');
const { json } = toApiJson(apiJsonSchema.parse(JSON.parse(await readFile(path.join(fixture, 'button.json'), 'utf8'))));
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
function table(id: string, root: typeof tree = tree): { id: string | null; cells: string[]; element: Element }[] {
  const rows: { id: string | null; cells: string[]; element: Element }[] = [];
  visit(root, 'element', (section: Element) => {
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

/** The bundled site's Chinese strings over the English ones, as a build resolves them. */
const zhFile = 'translations/translations-zh.json';
const zhParsed = parseTranslationFile(await readFile(path.resolve(import.meta.dirname, '../..', zhFile), 'utf8'), zhFile);
const zhResolved = resolveStrings(['en', 'zh'], { ...ENGINE_STRINGS, ...themeStrings }, [zhParsed.file!], 'translations');
const zhStrings = zhResolved.strings.zh!;

/** A page of the fixture's Button rendered in a language's strings, as the shell's `StringsProvider` gives them. */
function renderIn(pageStrings: Record<string, string>) {
  const page = buildApiPage(
    { productId: 'acme', slug: 'button', json, descriptions, descriptionsFile: null, lines: {} },
    guides,
    EMPTY_CONTEXT,
    interfaceText(pageStrings, ENGINE_STRINGS),
  );
  const rendered = renderToString(
    <StringsProvider strings={pageStrings}>
      <PageTheme dir="ltr">
        <ApiSections api={page.view} />
      </PageTheme>
    </StringsProvider>,
  );
  return { page, html: rendered, tree: fromHtml(rendered, { fragment: true }) };
}
const headings = (root: typeof tree) => {
  const found: string[] = [];
  visit(root, 'element', (h: Element) => {
    // Its text, without the anchor's inline style.
    if (h.tagName === 'h2' || h.tagName === 'h3') found.push(`${h.tagName} ${h.children.map((c) => (c.type === 'text' ? c.value : '')).join('')}`);
  });
  return found;
};
const paragraphs = (root: typeof tree) => {
  const found: Element[] = [];
  visit(root, 'element', (p: Element) => {
    if (p.tagName === 'p') found.push(p);
  });
  return found;
};

describe('the API page in another language', () => {
  const zh = renderIn(zhStrings);

  it('the bundled Chinese translates every API string', () => {
    expect(zhResolved.diagnostics.map((d) => d.message).filter((m) => m.includes('api-docs'))).toEqual([]);
  });

  it('has its section headings and table of contents in the language', () => {
    expect(headings(zh.tree)).toEqual(['h2 示例', 'h2 导入', 'h2 属性', 'h3 主题默认属性', 'h2 插槽', 'h2 CSS 类名', 'h2 CSS 变量']);
    expect(zh.page.toc.map((entry) => [entry.text, entry.children.map((c) => c.text)])).toEqual([
      ['示例', []],
      ['导入', []],
      ['属性', ['主题默认属性']],
      ['插槽', []],
      ['CSS 类名', []],
      ['CSS 变量', []],
    ]);
    // The ids (anchors, links) do not change with the language.
    expect(zh.page.view.sections.map((s) => s.id)).toEqual(built.view.sections.map((s) => s.id));
    expect(headings(tree)).toEqual(['h2 Demos', 'h2 Import', 'h2 Props', 'h3 Theme default props', 'h2 Slots', 'h2 CSS classes', 'h2 CSS variables']);
  });

  it('has its table headers, column labels and marks in the language', () => {
    expect(table('props', zh.tree)[0]!.cells).toEqual(['名称', '类型', '默认值', '描述']);
    expect(table('slots', zh.tree)[0]!.cells).toEqual(['插槽名称', '类名', '默认组件', '描述']);
    expect(table('classes', zh.tree)[0]!.cells).toEqual(['类名', '规则名称', '描述']);
    expect(table('css-variables', zh.tree)[0]!.cells).toEqual(['变量', '默认值', '描述']);
    const byName = Object.fromEntries(table('props', zh.tree).slice(1).map((row) => [row.id, row]));
    expect(byName.label!.cells[0]).toBe('label* 必填');
    expect(byName.oldSize!.cells[0]).toBe('oldSize已弃用');
    expect(byName.onAction!.cells[3]).toContain('签名：');
    // A narrow screen names each cell by its column, in the language too.
    expect(zh.html).toContain('data-label="类型"');
    expect(zh.html).toContain('title="必填"');
    expect(zh.html).toContain('title="全局状态类，所有组件共用"');
  });

  it('has its notes and sentences in the language, with their links and code', () => {
    const texts = paragraphs(zh.tree).map((p) => toString(p));
    expect(texts).toEqual(
      expect.arrayContaining([
        '标记为 * 的属性为必填项。',
        'ref 会被转发到根元素（HTMLButtonElement）。',
        '其他传入的属性将被提供给根元素（ButtonBase）。',
        '虽然上面没有明确列出，但 ButtonBase 组件的属性在 Button 上同样可用。',
        '你可以使用 AcmeButton 通过主题更改此组件的默认属性。',
        '更多详情请参阅 sx 页面。',
        '更多详情请参阅下方的 插槽 API。',
        '要了解如何使用它们，请参阅 覆盖组件结构。',
      ]),
    );
    expect(zh.html).toContain('<code>ref</code> 会被转发到根元素（<code>HTMLButtonElement</code>）。');
    const inheritance = paragraphs(zh.tree).find((p) => toString(p).startsWith('虽然'))!;
    expect(hrefs(inheritance)).toEqual(['/acme/api/button-base']);
    const slotsRow = Object.fromEntries(table('props', zh.tree).slice(1).map((row) => [row.id, row]))['prop-slots']!;
    expect(hrefs(slotsRow.element)).toEqual(['#prop-slots', '#slots', '/acme/customization/overriding-component-structure']);
    // English is as it was.
    const english = toString(tree).replace(/\s+/g, ' ');
    expect(english).toContain('Props marked * are required.');
    expect(english).toContain('See the sx page for more details.');
    expect(english).toContain('To learn how to use them, see Overriding component structure.');
  });

  it('keeps the link of a sentence whose translation leaves its placeholder out', () => {
    const careless = renderIn({ ...zhStrings, 'api-docs.inheritanceDescription': '也接受继承的属性。', 'api-docs.additional-info.slotsGuide': '用法见指南。' });
    const inheritance = paragraphs(careless.tree).find((p) => toString(p).startsWith('也接受'))!;
    expect(hrefs(inheritance)).toEqual(['/acme/api/button-base']);
    const slotsRow = Object.fromEntries(table('props', careless.tree).slice(1).map((row) => [row.id, row]))['prop-slots']!;
    expect(hrefs(slotsRow.element)).toContain('/acme/customization/overriding-component-structure');
  });
});
