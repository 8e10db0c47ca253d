import { describe, expect, it } from 'vitest';
import { parseTranslationFile, resolveStrings, translationFileLanguage } from './load-translations';

const theme = { toc: 'Contents', 'footer.next': 'Next', 'footer.previous': 'Previous' };
const file = (name: string, data: unknown) => parseTranslationFile(JSON.stringify(data), `translations/${name}`).file!;

describe('translation files', () => {
  it.each([
    ['translations.json', 'en'],
    ['translations-zh.json', 'zh'],
    ['api-docs-ar.json', 'ar'],
    ['translations-pt-BR.json', 'en'],
  ])('%s belongs to %s', (name, language) => expect(translationFileLanguage(name)).toBe(language));

  it('flattens nested objects to dotted keys and reports what is not a string, at its file', () => {
    const parsed = parseTranslationFile('{"footer": {"next": "下一页", "count": 3}, "toc": "目录"}', 'translations/translations-zh.json');
    expect(parsed.file?.strings).toEqual({ 'footer.next': '下一页', toc: '目录' });
    expect(parsed.diagnostics.map((d) => [d.code, d.file, d.message])).toEqual([
      ['i18n/invalid-translation', 'translations/translations-zh.json', 'footer.count must be a string or an object of strings, received 3'],
    ]);
  });

  it('reports broken JSON at its line', () => {
    const parsed = parseTranslationFile('{\n  "toc": "目录",\n  "next" 3\n}\n', 'translations/translations-zh.json');
    expect(parsed.file).toBeNull();
    expect(parsed.diagnostics[0]).toMatchObject({ code: 'i18n/invalid-translation', severity: 'error', file: 'translations/translations-zh.json', line: 3, column: 10 });
  });
});

describe('resolveStrings', () => {
  it('fills every language from English, the site over the theme, and warns once per missing key and language', () => {
    const files = [file('translations.json', { toc: 'On this page' }), file('translations-zh.json', { toc: '目录', footer: { next: '下一页' } }), file('translations-ar.json', { toc: 'المحتويات' })];
    const { strings, diagnostics } = resolveStrings(['en', 'zh', 'ar'], theme, files, 'translations');
    expect(strings.en).toEqual({ toc: 'On this page', 'footer.next': 'Next', 'footer.previous': 'Previous' });
    expect(strings.zh).toEqual({ toc: '目录', 'footer.next': '下一页', 'footer.previous': 'Previous' });
    expect(strings.ar).toEqual({ toc: 'المحتويات', 'footer.next': 'Next', 'footer.previous': 'Previous' });
    expect(diagnostics.map((d) => [d.severity, d.file, d.message])).toEqual([
      ['warning', 'translations/translations-zh.json', 'Missing translation for zh:footer.previous'],
      ['warning', 'translations/translations-ar.json', 'Missing translation for ar:footer.next'],
      ['warning', 'translations/translations-ar.json', 'Missing translation for ar:footer.previous'],
    ]);
  });

  it('keeps extra keys of a language (navigation titles) without asking English for them', () => {
    const { strings, diagnostics } = resolveStrings(['en', 'zh'], theme, [file('translations-zh.json', { ...theme, pages: { '/a': '甲' } })], 'translations');
    expect(strings.zh?.['pages./a']).toBe('甲');
    expect(diagnostics).toEqual([]);
  });

  it('says nothing on a site without translation files: the theme English everywhere', () => {
    const { strings, diagnostics } = resolveStrings(['en', 'fa'], theme, [], 'translations');
    expect(strings.fa).toEqual(theme);
    expect(diagnostics).toEqual([]);
  });
});
