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
  ])('gives the tree GFM gives: %s', (text) => {
    expect(tree(withPlugin, text)).toEqual(tree(gfmAlone, text));
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
