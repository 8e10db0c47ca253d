import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTemporaryFolders, temporaryFolder, writeFiles } from '../../../test/helpers/fixture';
import { resolveConfig } from '../config/load';
import { validateUserConfig } from '../config/schema';
import { loadApiPages } from './load-api';

afterAll(cleanupTemporaryFolders);

async function load(
  files: Record<string, string>,
  api: Record<string, unknown> = { pages: 'api/joy-ui', descriptions: 'api-descriptions/joy-ui' },
  languages?: { code: string; label: string }[],
) {
  const root = await temporaryFolder();
  await writeFiles(root, files);
  const validated = validateUserConfig({
    title: 'MUI',
    host: 'https://mui.com',
    repository: { url: 'https://github.com/mui/material-ui' },
    products: [{ id: 'joy-ui', name: 'Joy UI', api }],
    ...(languages && { languages }),
  });
  if (!validated.ok) throw new Error(validated.issues.map((i) => i.message).join('\n'));
  return loadApiPages(resolveConfig(validated.config, `${root}/docs-site.config.ts`));
}

const button = (props: string) => `{\n  "name": "Button",\n  "props": {\n${props}\n  },\n  "imports": []\n}\n`;

describe('loading API metadata', () => {
  it('makes a translated page of each translation of the descriptions beside them, English where the translation has no text', async () => {
    const { pages, diagnostics } = await load(
      {
        'api/joy-ui/button.json': button('    "size": { "type": { "name": "string" } },\n    "color": { "type": { "name": "string" } }'),
        'api-descriptions/joy-ui/button/button.json':
          '{ "componentDescription": "A button.", "propDescriptions": { "size": { "description": "The size." }, "color": { "description": "The color." } }, "slotDescriptions": { "root": "The root." } }',
        'api-descriptions/joy-ui/button/button-zh.json': '{ "componentDescription": "", "propDescriptions": { "size": { "description": "尺寸。" } } }',
        // Portuguese is not a language of the site: left alone, and no warning.
        'api-descriptions/joy-ui/button/button-pt.json': '{ "componentDescription": "Um botão." }',
      },
      undefined,
      [
        { code: 'en', label: 'English' },
        { code: 'zh', label: '中文' },
      ],
    );
    expect(diagnostics).toEqual([]);
    expect(pages.map((p) => [p.language, p.pathname, p.api?.descriptionsFile])).toEqual([
      ['en', '/joy-ui/api/button', 'api-descriptions/joy-ui/button/button.json'],
      ['zh', '/joy-ui/api/button', 'api-descriptions/joy-ui/button/button-zh.json'],
    ]);
    expect(pages[1]!.api?.descriptions).toEqual({
      componentDescription: 'A button.',
      propDescriptions: { size: { description: '尺寸。' }, color: { description: 'The color.' } },
      slotDescriptions: { root: 'The root.' },
    });
    // The English page keeps its own; the translated page is cached apart.
    expect(pages[0]!.api?.descriptions?.propDescriptions?.size?.description).toBe('The size.');
    expect(pages[1]!.hash).not.toBe(pages[0]!.hash);
  });

  it('makes one page per component JSON, at <apiPath>/<file name>, with the metadata and its descriptions', async () => {
    const { pages, diagnostics } = await load({
      'api/joy-ui/button-group.json': button('    "size": { "type": { "name": "string" } }'),
      'api/joy-ui/pagesApi.js': 'module.exports = [];',
      'api-descriptions/joy-ui/button-group.json': '{ "propDescriptions": { "size": { "description": "The size." } } }',
    });
    expect(diagnostics).toEqual([]);
    expect(pages.map((p) => [p.file, p.pathname, p.frontmatter.title, p.frontmatter.layout, p.api?.descriptions?.propDescriptions?.size?.description])).toEqual([
      ['api/joy-ui/button-group.json', '/joy-ui/api/button-group', 'Button API', 'api', 'The size.'],
    ]);
  });

  it('reports bad metadata with its file, JSON path and line, every problem at once, and makes no page of it', async () => {
    const { pages, diagnostics } = await load({
      'api/joy-ui/button.json': button('    "color": {\n      "type": "bool"\n    },\n    "size": { "type": { "name": "" }, "required": "yes" }'),
      'api/joy-ui/chip.json': '{ "name": "Chip", "props": {}, }',
    });
    expect(pages).toEqual([]);
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'error api/invalid-metadata api/joy-ui/button.json:5:7 props.color.type: expected an object, received "bool"',
      'error api/invalid-metadata api/joy-ui/button.json:7:25 props.size.type.name: expected a non-empty string, received ""',
      'error api/invalid-metadata api/joy-ui/button.json:7:39 props.size.required: expected a boolean, received "yes"',
      expect.stringMatching(/^error api\/invalid-json api\/joy-ui\/chip\.json:1:\d+ Invalid JSON: /),
    ]);
  });

  it('warns about a description without a component and a prop without a description', async () => {
    const { pages, diagnostics } = await load({
      'api/joy-ui/button.json': button('    "size": { "type": { "name": "string" } },\n    "color": { "type": { "name": "string" } }'),
      'api-descriptions/joy-ui/button.json': '{ "propDescriptions": { "size": { "description": "The size." } } }',
      // Upstream keeps each component's descriptions in a folder of its own, with the translations beside them.
      'api-descriptions/joy-ui/buton/buton.json': '{}',
      'api-descriptions/joy-ui/buton/buton-zh.json': '{}',
    });
    expect(pages).toHaveLength(1);
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line ?? ''} ${d.message}`)).toEqual([
      'warning api/missing-description api/joy-ui/button.json:5 The prop color of Button has no description',
      'warning api/orphan-description api-descriptions/joy-ui/buton/buton.json: api-descriptions/joy-ui/buton/buton.json describes a component with no API file (api/joy-ui/buton.json)',
    ]);
  });

  it('reports a product whose API folder holds no metadata', async () => {
    const { diagnostics } = await load({ 'other/x.json': '{}' });
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([['api/no-metadata', 'The API folder api/joy-ui of Joy UI has no <component>.json file']]);
  });
});
