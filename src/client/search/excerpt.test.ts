import { describe, expect, it } from 'vitest';
import { excerpt, markTerms } from './excerpt';

const show = (pieces: { text: string; marked: boolean }[]) => pieces.map((p) => (p.marked ? `[${p.text}]` : p.text)).join('');

describe('markTerms', () => {
  it('marks the words the terms begin, whatever their case, and nothing inside other words', () => {
    expect(show(markTerms('Buttons and a Button; rebutton', ['button']))).toBe('[Buttons] and a [Button]; rebutton');
  });

  it('marks CJK terms anywhere, and treats the text as text', () => {
    expect(show(markTerms('这是一个组件库的文档', ['组件', '件库']))).toBe('这是一个[组件]库的文档');
    expect(show(markTerms('<b>(a+b)</b>', ['(a+b)', 'b']))).toBe('<[b]>[(a+b)]</[b]>');
  });
});

describe('excerpt', () => {
  it('shows the text around the first match, cut at words, with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(30)}the loading indicator shows ${'dolor sit '.repeat(30)}`;
    const shown = show(excerpt(text, ['loading'], 80));
    expect(shown).toMatch(/^….* the \[loading\] indicator shows .*…$/);
    expect(shown.length).toBeLessThanOrEqual(86);
  });

  it('shows a short text whole, and the beginning when nothing matches', () => {
    expect(show(excerpt('Short text.', ['text']))).toBe('Short [text].');
    expect(show(excerpt('word '.repeat(100), ['absent'], 40))).toMatch(/^word word .*…$/);
  });
});
