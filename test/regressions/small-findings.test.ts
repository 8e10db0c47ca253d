import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fragmentId, setupScrollSpy } from '../../src/client/scroll-spy';
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
