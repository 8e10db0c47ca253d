import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkGfmAutolinks from './remark-gfm-autolinks';

const withPlugin = unified().use(remarkParse).use(remarkGfm).use(remarkGfmAutolinks);
const gfmAlone = unified().use(remarkParse).use(remarkGfm);
const tree = (processor: typeof gfmAlone, text: string) => processor.runSync(processor.parse(text));

describe('remarkGfmAutolinks', () => {
  it.each([
    'Visit www.example.com or https://mui.com/x/ today.',
    'Write to someone@example.com, mailto:a@b.co or xmpp:me@chat.example.org/home.',
    'WWW.EXAMPLE.COM in capitals, and HTTP://EXAMPLE.COM.',
    '[a link to www.example.com](https://example.com) stays one link.',
    'No link here: @mui/material, a version 1.2.3 and a file.md.',
    'Plain text with nothing that looks like a link.',
    '| a | b |\n| - | - |\n| www.example.com | x |',
    'An email in emphasis: *me@example.com*, and ~~www.example.com~~ struck.',
    'An image whose alt text is a link: ![see www.example.com](a.png), ![ref www.x.org][r]\n\n[r]: b.png',
    '`www.example.com` in code, and Www.Example.com in mixed case.',
    'https://example.com/path_(with)_parens_ and a\\@b.com escaped.',
    'A note[^1].\n\n[^1]: At www.example.com.',
    '- [ ] visit https://mui.com\n- [x] done',
    '```js\nimport Button from "@mui/material/Button";\n```\n\nText without links.',
    '<div>\nraw www.example.com\n</div>\n\n> quoted http://example.com',
  ])('gives the tree GFM gives: %s', (text) => {
    expect(tree(withPlugin, text)).toEqual(tree(gfmAlone, text));
  });

  it('gives the tree GFM gives for every markdown file of the test fixtures', () => {
    const root = path.join(import.meta.dirname, '..', '..', '..', '..', '..', 'test', 'fixtures');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md') && !file.includes('node_modules'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(tree(withPlugin, text), file).toEqual(tree(gfmAlone, text));
    }
  });

  it('refuses to run without remark-gfm before it, rather than parse without GFM', () => {
    expect(() => unified().use(remarkParse).use(remarkGfmAutolinks).freeze()).toThrow(/after remark-parse and remark-gfm/);
  });

  it('still finds links (the transform runs on pages that may have one)', () => {
    const links: string[] = [];
    const found = tree(withPlugin, 'See www.example.com and a@b.co.');
    JSON.stringify(found, (key, value: unknown) => {
      if (value && typeof value === 'object' && (value as { type?: string }).type === 'link') links.push((value as { url: string }).url);
      return value;
    });
    expect(links).toEqual(['http://www.example.com', 'mailto:a@b.co']);
  });
});
