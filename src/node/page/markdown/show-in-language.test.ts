import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile';
import { showInLanguage } from './show-in-language';
import { EMPTY_CONTEXT } from '../../model/markdown';

const body = [
  '# Title',
  '',
  'See [the guide](./guide.md#setup), [the API](/material-ui/api/button/?x=1), [the blog](/blog/news/) and [this](#title).',
  '',
  '- [Elsewhere](https://example.com)',
  '',
].join('\n');
const source = { file: 'docs/intro.md', body, bodyStartLine: 1 };
const context = (language: string) => ({ ...EMPTY_CONTEXT, language, contentPath: 'docs/intro.md', routesByFile: { 'docs/guide.md': '/docs/guide' } });

describe('showInLanguage', () => {
  it('gives a page compiled in English what compiling it in another language gives', () => {
    const english = compileMarkdown(source, context('en'));
    for (const language of ['zh', 'ar']) {
      const shown = showInLanguage(english, language);
      expect(JSON.stringify(shown)).toEqual(JSON.stringify(compileMarkdown(source, context(language))));
      expect(shown.links.map((l) => l.target)).toEqual([`/${language}/docs/guide#setup`, `/${language}/material-ui/api/button?x=1`, '/blog/news/', '#title']);
    }
  });

  it('leaves the English compile as it was, and shares the nodes no link is in', () => {
    const english = compileMarkdown(source, context('en'));
    const before = JSON.stringify(english);
    const shown = showInLanguage(english, 'zh');
    expect(JSON.stringify(english)).toBe(before);
    expect(shown.hast).not.toBe(english.hast);
    // The heading holds no link: the same object in both.
    expect(shown.hast.children[0]).toBe(english.hast.children[0]);
    expect(showInLanguage(english, 'en')).toBe(english);
  });
});
