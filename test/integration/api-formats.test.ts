import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

// Upstream's API metadata comes in every shape its builders write: a component (`props`), an
// interface (`properties`, MUI X's grid-api.json, or listed in an array with their descriptions,
// grid-sort-api.json), a hook (`parameters` and `returnValue`, Base UI's use-button.json) and a
// list of selectors (MUI X's selectors.json, a top-level array); MUI X's descriptions give a
// function argument's description as an object. test/fixtures/api-formats holds one real file of each.

let root: string;
let result: BuildResult;
const page = (route: string) => readText(path.join(root, 'dist', route, 'index.html'));
const headings = (html: string) => [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]).filter((id) => id !== 'toc-heading' && id !== 'settings-drawer-title');

beforeAll(async () => {
  root = await copyFixture('api-formats');
  result = await build({ cwd: root, cache: false });
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe('API metadata of every shape', () => {
  it('builds a page for each file, with no error', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBe(6);
  });

  it("makes an interface's page list its properties, with their types and descriptions", async () => {
    const html = await page('x/api/grid-api');
    expect(headings(html)).toEqual(['demos', 'import', 'properties']);
    expect(html).toMatch(/<tr id="property-addRowGroupingCriteria">[\s\S]*?\(groupingCriteriaField: string, groupingIndex\?: number\) =&gt; void[\s\S]*?Adds the field to the row grouping model\./);
  });

  it("answers upstream's anchors for an interface's members, which the overview links to", async () => {
    const html = await page('x/api/grid-api');
    expect(html).toContain('<span id="grid-api-prop-setFilterModel"></span>');
    // The overview's links to them (and to a selector) find their anchors: no warning names it.
    expect(result.diagnostics.filter((d) => d.file === 'content/x/overview.md')).toEqual([]);
  });

  it("says an interface's page is an interface's, and shows an object type without the comments inside it", async () => {
    const html = await page('x/api/grid-api');
    expect(html).toContain('<meta name="description" content="API reference docs for the GridApi interface. Learn about its properties: their types and what each does.">');
    expect(html).not.toContain('Learn about the props, CSS');
    const row = /<tr id="property-aiAssistant">[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(row).toContain('processPrompt: (value: string) =&gt; Promise&lt;PromptResponse | Error&gt;');
    expect(row).not.toContain('/**');
    expect(row).not.toContain('Calls the `onPrompt()` callback');
  });

  it("makes a page of an interface whose members are listed in an array, with their descriptions and its own", async () => {
    const html = await page('x/api/grid-sort-api');
    expect(headings(html)).toEqual(['properties']);
    expect(html).toContain('The sort API interface that is available in the grid apiRef.');
    expect(html).toMatch(/<tr id="property-sortColumn">[\s\S]*?\(field: GridColDef\[&#x27;field&#x27;\], direction\?: GridSortDirection, allowMultipleSorting\?: boolean\) =&gt; void[\s\S]*?Sorts a column\./);
    expect(html).toMatch(/<tr id="property-getRowIdFromRowIndex">[\s\S]*?Gets the <code>GridRowId<\/code> of a row at a specific index/);
  });

  it('makes a page of selectors, a section per category, each selector with the type it returns', async () => {
    const html = await page('x/api/selectors');
    expect(headings(html)).toEqual(['aggregation', 'columns', 'filtering', 'formulas', 'pagination', 'rows', 'sorting', 'virtualization', 'visible-columns', 'selectors']);
    expect(html).toMatch(/<h2 id="sorting">Sorting/);
    expect(html).toMatch(/<tr id="gridSortModelSelector"><td class="MuiApi-name">gridSortModelSelector<\/td><td class="MuiApi-type"[^>]*><code>GridSortModel<\/code>/);
    expect(html).toContain('<title>Selectors API');
    // Its markdown twin has the same tables.
    const twin = await readText(path.join(root, 'dist', 'x', 'api', 'selectors.md'));
    expect(twin).toMatch(/## Sorting\n\n\| Name \| Return type \| Description \|\n[^\n]*\n(?:[^\n]*\n)*?\| gridSortModelSelector \| `GridSortModel` \|/);
  });

  it("makes a hook's page list its parameters and its return value", async () => {
    const html = await page('x/api/use-button');
    expect(headings(html)).toEqual(['demos', 'import', 'parameters', 'return-value']);
    expect(html).toMatch(/<tr id="parameter-disabled">[\s\S]*?<code>false<\/code>[\s\S]*?If <code>true<\/code>, the component is disabled\./);
    expect(html).toMatch(/<tr id="return-value-active">[\s\S]*?If <code>true<\/code>, the component is active \(pressed\)\./);
  });

  it("shows a function argument described as an object, and answers upstream's anchor for a prop", async () => {
    const html = await page('x/api/quick-filter');
    expect(headings(html)).toContain('props');
    expect(html).toContain('The new values passed to the quick filter model');
    expect(html).toMatch(/<tr id="className"><td><span id="quick-filter-prop-className"><\/span>/);
    // The overview links to that anchor: the link check finds it.
    expect(result.diagnostics.filter((d) => d.file === 'content/x/overview.md')).toEqual([]);
  });

  it("leaves out the files the product's api.exclude names, with their descriptions, and says nothing of them", async () => {
    const trimmed = await copyFixture('api-formats');
    const config = await readText(path.join(trimmed, 'docs-site.config.ts'));
    await writeFiles(trimmed, {
      'docs-site.config.ts': config.replace("descriptions: ['api-descriptions/x', 'api-descriptions/x-hooks'] }", "descriptions: ['api-descriptions/x', 'api-descriptions/x-hooks'], exclude: ['grid-*-api.json', 'selectors.json'] }"),
      'api/x/mystery.json': JSON.stringify({ name: 'Mystery', imports: [] }),
      'content/x/overview.md': '---\nproductId: x\ntitle: Overview\ndescription: The API pages that are left.\n---\n\n# Overview\n\n<p class="description">The API pages that are left.</p>\n\nSee the [quick filter](/x/api/quick-filter).\n',
    });
    const built = await build({ cwd: trimmed, cache: false, outDir: path.join(trimmed, 'out') });
    expect(built.diagnostics.filter((d) => d.severity === 'error').map((d) => d.file)).toEqual(['api/x/mystery.json']);
    await writeFiles(trimmed, { 'docs-site.config.ts': config.replace("descriptions: ['api-descriptions/x', 'api-descriptions/x-hooks'] }", "descriptions: ['api-descriptions/x', 'api-descriptions/x-hooks'], exclude: ['grid-*-api.json', 'selectors.json', 'mystery.json'] }") });
    const excluded = await build({ cwd: trimmed, cache: false, outDir: path.join(trimmed, 'out') });
    // use-button's parameters without descriptions warn, as always; nothing names the files left out.
    expect(excluded.diagnostics.filter((d) => d.severity === 'error' || d.code === 'api/orphan-description' || /grid-sort-api|selectors|mystery/.test(d.file ?? ''))).toEqual([]);
    expect(excluded.ok).toBe(true);
    // The overview, quick-filter, use-button and grid-api (which `grid-*-api.json` does not match); no other page.
    expect(excluded.pages).toBe(4);
  }, 120_000);

  it('reports a file of no known shape as one error naming the file, and nothing else', async () => {
    const broken = await copyFixture('api-formats');
    await writeFiles(broken, { 'api/x/mystery.json': JSON.stringify({ name: 'Mystery', imports: [] }) });
    const failed = await build({ cwd: broken, cache: false, outDir: path.join(broken, 'out') });
    expect(failed.ok).toBe(false);
    expect(failed.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.file, d.message])).toEqual([
      ['api/invalid-metadata', 'api/x/mystery.json', '(file): expected props (a component), properties (an interface), or parameters and returnValue (a hook)'],
    ]);
    expect(failed.pages).toBe(0);
  }, 120_000);
});
