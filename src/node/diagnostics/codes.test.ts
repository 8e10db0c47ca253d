import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../util/package-root';
import { DIAGNOSTIC_CODES, isDiagnosticCode } from './codes';

const root = packageRoot();
const REGISTRY = path.join(root, 'src/node/diagnostics/codes.ts');

/** The source files of a folder of the repository, tests and their helpers left out. */
function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.|test-helpers/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== REGISTRY && !file.split(path.sep).includes('node_modules'));
}

/** A file's text without its comments (block comments, and lines that are a `//` comment): a code named in a comment is not emitted. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const read = (folders: string[]) => folders.flatMap(sources).map((file) => ({ file: path.relative(root, file), text: withoutComments(readFileSync(file, 'utf8')) }));

const codes = Object.keys(DIAGNOSTIC_CODES);

describe('DIAGNOSTIC_CODES', () => {
  it('lists the codes sorted', () => {
    expect(codes).toEqual([...codes].sort());
  });

  it('names codes `area/what`, in lowercase words joined by hyphens', () => {
    const malformed = codes.filter((code) => !/^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/.test(code));
    expect(malformed).toEqual([]);
  });

  it('says when each code is reported and what to do, in sentences', () => {
    const unfinished = Object.entries(DIAGNOSTIC_CODES).flatMap(([code, info]) =>
      (['when', 'fix'] as const).filter((key) => !/^\S[\s\S]*\S\.$/.test(info[key])).map((key) => `${code}: ${key}`),
    );
    expect(unfinished).toEqual([]);
  });

  it('registers only codes that something emits: each is a string literal of a source file', () => {
    const files = read(['src', 'cli']);
    const stale = codes.filter((code) => !files.some(({ text }) => text.includes(`'${code}'`) || text.includes(`"${code}"`)));
    expect(stale).toEqual([]);
  });

  it('registers every code the sources write (`code: ...` and markdown plugins\' `ruleId: ...`)', () => {
    const unregistered: string[] = [];
    for (const { file, text } of read(['src', 'cli', 'templates', 'bin'])) {
      // Diagnostic codes have a slash (`nav/not-found`); a language's `code: 'en'` or an errno's `code: 'ENOENT'` has none.
      for (const [, code] of text.matchAll(/\bcode:\s*['"]([^'"\s]*\/[^'"\s]*)['"]/g)) if (!isDiagnosticCode(code!)) unregistered.push(`${file}: ${code}`);
      for (const [, code] of text.matchAll(/\bruleId:\s*['"]([^'"\s]*)['"]/g)) if (!isDiagnosticCode(code!)) unregistered.push(`${file}: ${code}`);
    }
    expect(unregistered).toEqual([]);
  });
});
