import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Every test file of the repository (`*.test.ts`, `*.test.tsx`) without its comments, but for
 * the fixtures' files and this one, which names codes to list them.
 */
function testFiles(): { file: string; text: string }[] {
  const fixtures = path.join(root, 'test', 'fixtures') + path.sep;
  return ['src', 'cli', 'scripts', 'templates', 'test']
    .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(fixtures) && !file.split(path.sep).includes('node_modules') && file !== fileURLToPath(import.meta.url))
    .map((file) => ({ file: path.relative(root, file), text: withoutComments(readFileSync(file, 'utf8')) }));
}

/**
 * Registered codes that nothing a site author writes or runs can make docs-site report, so no
 * test can name them without faking the engine's inside:
 */
const UNREACHABLE_FROM_OUTSIDE: readonly string[] = [
  // Given to a markdown plugin's message without a code of its own; every plugin of the
  // pipeline is docs-site's and gives one, and a site cannot add plugins: only a bug of ours.
  'markdown/message',
  // Made by parseRedirects, whose only caller, `docs-site serve`, skips a malformed
  // `_redirects` line without reporting it; a build writes `_redirects` from the config, which
  // the config's own validation checks, and a public `_redirects` is an output/conflict.
  'redirects/invalid',
  // A templates folder without an index.tsx falls back to docs-site's own theme
  // (resolveTemplatesDir), so this is reported only when docs-site's own templates/ has none.
  'templates/not-found',
];

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

  it('is emitted by some test: each code is named in a test file', () => {
    const files = testFiles();
    // The code as a whole word: `content/frontmatter` is not named by `content/frontmatter-type`.
    const named = (code: string) => {
      const pattern = new RegExp(`(?<![\\w/-])${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`);
      return files.some(({ text }) => pattern.test(text));
    };
    expect(files.length).toBeGreaterThan(100);
    expect(codes.filter((code) => !named(code))).toEqual(UNREACHABLE_FROM_OUTSIDE);
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
