import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

// Upstream's API metadata comes in three shapes: a component (`props`), an interface
// (`properties`, MUI X's grid-api.json) and a hook (`parameters` and `returnValue`, Base UI's
// use-button.json); MUI X's descriptions give a function argument's description as an object.
// test/fixtures/api-formats holds one real file of each.

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
    expect(result.pages).toBe(4);
  });

  it("makes an interface's page list its properties, with their types and descriptions", async () => {
    const html = await page('x/api/grid-api');
    expect(headings(html)).toEqual(['demos', 'import', 'properties']);
    expect(html).toMatch(/<tr id="property-addRowGroupingCriteria">[\s\S]*?\(groupingCriteriaField: string, groupingIndex\?: number\) =&gt; void[\s\S]*?Adds the field to the row grouping model\./);
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
