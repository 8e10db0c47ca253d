import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText, repoRoot, writeFiles } from '../helpers/fixture';

let root: string;
let result: BuildResult;
const page = (route: string) => readText(path.join(root, 'dist', route, 'index.html'));
/** The entries of a page's table of contents: [anchor, text]. */
const tocOf = (html: string) => {
  const start = html.indexOf('id="toc-heading"');
  const toc = html.slice(start, html.indexOf('</ul></nav>', start));
  return [...toc.matchAll(/<a [^>]*href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
};
const headersOf = (html: string) => [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);

beforeAll(async () => {
  root = await copyFixture('api-site');
  await extendConfig(root, "languages: [{ code: 'en', label: 'English' }, { code: 'zh', label: '中文' }],");
  // The bundled site's Chinese, less one of the API strings.
  const zh = JSON.parse(await readFile(path.join(repoRoot, 'translations/translations-zh.json'), 'utf8')) as { 'api-docs': Record<string, unknown> };
  delete zh['api-docs'].slotName;
  await writeFiles(root, {
    'translations/translations-zh.json': JSON.stringify(zh, null, 2),
    'api-descriptions/acme/button-base-zh.json': '{ "propDescriptions": { "disableRipple": { "description": "关闭涟漪效果。" } } }',
  });
  result = await build({ cwd: root, cache: false });
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe('API pages in another language', () => {
  it('have their headings, table of contents, tables and notes in it, translated or not', async () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // Button has no Chinese descriptions: its page under /zh/ is a fallback page, with the Chinese interface.
    const fallback = await page('zh/acme/api/button');
    expect(fallback).toContain('data-fallback-notice');
    expect(fallback).toMatch(/<h2 id="props"[^>]*>属性/);
    expect(tocOf(fallback)).toEqual([
      ['demos', '示例'],
      ['import', '导入'],
      ['props', '属性'],
      ['theme-default-props', '主题默认属性'],
      ['slots', '插槽'],
      ['classes', 'CSS 类名'],
      ['css-variables', 'CSS 变量'],
    ]);
    expect(headersOf(fallback)).toEqual(['名称', '类型', '默认值', '描述', 'Slot name', '类名', '默认组件', '描述', '类名', '规则名称', '描述', '变量', '默认值', '描述']);
    expect(fallback).toContain('标记为 * 的属性为必填项。');
    expect(fallback).toContain('<code>ref</code> 会被转发到根元素（<code>HTMLButtonElement</code>）。');
    expect(fallback).toMatch(/但 <a href="[^"]*\/acme\/api\/button-base">ButtonBase<\/a> 组件的属性在 (<!-- -->)?Button(<!-- -->)? 上同样可用。/);
    // Its generated title and description, and the navigation's API section.
    expect(fallback).toMatch(/<h1[^>]*>Button API<\/h1>/);
    expect(fallback).toContain('<meta name="description" content="React Button 组件的 API 参考文档。');
    expect(fallback).toContain('组件 API');
    expect(fallback).not.toContain('Component API');

    const translated = await page('zh/acme/api/button-base');
    expect(translated).toContain('关闭涟漪效果。');
    expect(translated).not.toContain('data-fallback-notice');
    expect(tocOf(translated).map(([, text]) => text)).toContain('属性');
    expect(headersOf(translated).slice(0, 4)).toEqual(['名称', '类型', '默认值', '描述']);
  });

  it('stay in English in English', async () => {
    const english = await page('acme/api/button');
    expect(tocOf(english).map(([, text]) => text)).toEqual(['Demos', 'Import', 'Props', 'Theme default props', 'Slots', 'CSS classes', 'CSS variables']);
    expect(headersOf(english).slice(0, 4)).toEqual(['Name', 'Type', 'Default', 'Description']);
    expect(english).toContain('Props marked * are required.');
    expect(english).toContain('<meta name="description" content="API reference docs for the React Button component.');
    expect(english).toContain('Component API');
    // (The language menu names 中文: the page's content and table of contents have no Chinese.)
    const content = english.slice(english.indexOf('<main'), english.indexOf('</nav></div></div>', english.indexOf('id="toc-heading"')));
    expect(content).toContain('CSS variables');
    expect(content).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('warn once per build for each API string a language lacks, and show it in English', () => {
    expect(result.diagnostics.filter((d) => d.message.startsWith('Missing translation for zh:api-docs')).map((d) => [d.severity, d.file, d.message])).toEqual([
      ['warning', 'translations/translations-zh.json', 'Missing translation for zh:api-docs.slotName'],
    ]);
  });
});
