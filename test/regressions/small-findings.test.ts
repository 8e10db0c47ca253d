import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fragmentId, setupScrollSpy } from '../../src/client/scroll-spy';
import { parseTranslationFile, resolveStrings } from '../../src/node/load/load-translations';
import { interfaceText } from '../../src/node/util/interface-text';
import { fillText } from '../../src/shared/search-strings';
import { t } from '../../templates/strings';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

// `docs-site build --out /proc/x` crashed (exit 70) making the staging folder, where it
// cannot be made; an output path that is a file was replaced by the site.
describe('regression: an output folder that cannot be made is a diagnostic', () => {
  it('names an output folder the file system cannot make, and exits 1', async () => {
    const root = await copyFixture('basic');
    const result = await runCli(['build', '--out', '/proc/docs-site-out'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('error output/unwritable /proc/docs-site-out\n');
    expect(result.stderr).toContain('cannot be made or written');
  });

  it('leaves a file where the output folder goes as it was', async () => {
    const root = await copyFixture('basic');
    await writeFile(path.join(root, 'notes.txt'), 'mine\n');
    const result = await runCli(['build', '--out', 'notes.txt'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain(`error output/not-a-folder ${path.join(root, 'notes.txt')}\n`);
    expect(await readFile(path.join(root, 'notes.txt'), 'utf8')).toBe('mine\n');
  });
});

// A raw heading's id with a malformed percent escape (`<h2 id="a%zz">`) made the table of
// contents' script throw (decodeURIComponent), and no section was highlighted any more.
describe('regression: a malformed escape in a heading id does not stop the table of contents', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The scroll spy run on a page at `url` (happy-dom: a DOM without layout), as the page's script runs it. */
  function pageWithToc(url: string, body: string): Document {
    const window = new Window({ url });
    const doc = window.document as unknown as Document;
    doc.body.innerHTML = body;
    for (const name of ['window', 'location', 'getComputedStyle', 'requestAnimationFrame'] as const) {
      const value = window[name];
      vi.stubGlobal(name, typeof value === 'function' ? value.bind(window) : name === 'window' ? window : value);
    }
    setupScrollSpy(doc);
    return doc;
  }

  it('finds the heading by its id as written, and marks its link', () => {
    const doc = pageWithToc('https://docs.test/page', '<nav data-toc><a href="#a%zz">A</a></nav><h2 id="a%zz">A</h2>');
    expect(doc.querySelector('[data-toc] a')!.getAttribute('aria-current')).toBe('location');
  });

  it('marks the section a URL with a malformed escape goes to', () => {
    const doc = pageWithToc('https://docs.test/page#b%zz', '<nav data-toc><a href="#a">A</a><a href="#b%zz">B</a></nav><h2 id="a">A</h2><h2 id="b%zz">B</h2>');
    expect(doc.querySelector('[data-toc] a[href="#b%zz"]')!.getAttribute('aria-current')).toBe('location');
  });

  it.each([
    ['#install', 'install'],
    ['#%E5%AE%89%E8%A3%85', '安装'],
    ['#a%zz', 'a%zz'],
    ['#100%', '100%'],
    ['', ''],
  ])('fragmentId(%j) is %j', (hash, id) => {
    expect(fragmentId(hash)).toBe(id);
  });
});

// A translation string with `{{constructor}}` (or `{{toString}}`, `{{__proto__}}`) showed
// `function Object() { [native code] }`: placeholders were looked up with `in`, which sees
// what every object inherits. Placeholders and keys are now looked up as own properties.
describe('regression: placeholders and keys are looked up as own properties, never what objects inherit', () => {
  const text = '{{constructor}} {{toString}} {{__proto__}} {{hasOwnProperty}} {{name}}';
  const expected = '{{constructor}} {{toString}} {{__proto__}} {{hasOwnProperty}} Button';

  it.each([
    ['pages and API pages (interfaceText)', () => interfaceText({ title: text }, {})('title', { name: 'Button' })],
    ['the theme (t)', () => t({ strings: { title: text } }, 'title', { name: 'Button' })],
    ['the search dialog (fillText)', () => fillText(text, { name: 'Button' })],
  ])('%s fills only the values given', (_, fill) => {
    expect(fill()).toBe(expected);
  });

  it('looks a key up in the strings it has, not in what they inherit', () => {
    expect(interfaceText({}, {})('constructor')).toBe('constructor');
    expect(t({ strings: {} }, 'toString')).toBe('toString');
  });

  it('warns about a language that lacks a key named like an inherited property', () => {
    const files = [{ file: 'translations/translations-zh.json', language: 'zh', strings: { title: '标题' } }];
    const { diagnostics } = resolveStrings(['en', 'zh'], { title: 'Title', constructor: 'Make' }, files, 'translations');
    expect(diagnostics.map((d) => d.message)).toEqual(['Missing translation for zh:constructor']);
  });
});

// A translation whose value is not a string was echoed whole in the log (a list of 5,000
// strings made a 60 KB message); it is shown cut, as every value in a message is.
describe('regression: a translation value that is not a string is shown cut short', () => {
  it('shows at most a line of it', () => {
    const list = Array.from({ length: 5000 }, (_, i) => `item ${i}`);
    const { diagnostics } = parseTranslationFile(JSON.stringify({ toc: list, footer: { count: 3 } }), 'translations/translations-zh.json');
    expect(diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/^toc must be a string or an object of strings, received \["item 0","item 1",.*…$/),
      'footer.count must be a string or an object of strings, received 3',
    ]);
    expect(diagnostics[0]!.message.length).toBeLessThan(200);
  });
});
