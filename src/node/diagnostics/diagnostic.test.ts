import { describe, expect, it } from 'vitest';
import { error, formatDiagnostic, positionAt, sortDiagnostics, warning } from './diagnostic';

describe('formatDiagnostic', () => {
  it('prints `severity CODE path:line:col`, then the message and hint', () => {
    expect(
      formatDiagnostic(error({ code: 'nav/duplicate-pathname', message: 'Duplicated pathname /a in pages', file: 'nav/a.json', line: 3, hint: 'remove one' })),
    ).toBe('error nav/duplicate-pathname nav/a.json:3:1\n  Duplicated pathname /a in pages\n  hint: remove one');
    expect(formatDiagnostic(warning({ code: 'nav/unreached-page', message: 'm', file: 'a.md' }))).toBe('warning nav/unreached-page a.md\n  m');
    expect(formatDiagnostic(error({ code: 'merge/no-shards', message: 'm' }))).toBe('error merge/no-shards\n  m');
  });
});

describe('positionAt and sorting', () => {
  it('turns offsets into 1-based lines and columns', () => {
    expect(positionAt('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
  });

  it('sorts by file then line', () => {
    const sorted = sortDiagnostics([
      error({ code: 'nav/invalid', message: '', file: 'b.md', line: 1 }),
      error({ code: 'nav/invalid', message: '', file: 'a.md', line: 9 }),
      error({ code: 'nav/invalid', message: '', file: 'a.md', line: 2 }),
    ]);
    expect(sorted.map((d) => `${d.file}:${d.line}`)).toEqual(['a.md:2', 'a.md:9', 'b.md:1']);
  });
});
