import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { error, warning } from '../src/node/diagnostics/diagnostic';
import { ALL_DIAGNOSTICS_FILE, allDiagnosticsWriter, createStepReporter, describeInternalError, printDiagnostics } from './output';

describe('describeInternalError', () => {
  it('says the crash is a bug of docs-site, asks for a report, and prints the stack with its causes', () => {
    const text = describeInternalError(new Error('Rendering content/a.md failed', { cause: new TypeError('x is undefined') }));
    const lines = text.split('\n');
    expect(lines[0]).toBe('docs-site: internal error. This is a bug of docs-site, not a mistake in your site.');
    expect(lines[1]).toMatch(/^Please report it to the docs-site maintainers with this whole message/);
    expect(lines[2]).toBe('Error: Rendering content/a.md failed');
    expect(text).toMatch(/\ncaused by: TypeError: x is undefined\n/);
  });
});

describe('createStepReporter', () => {
  it('reports a step once it has lasted 5 s, then every 10 s, and never a short one', () => {
    let clock = 0;
    const lines: string[] = [];
    const steps = createStepReporter({ interactive: false, colour: false, write: (text) => lines.push(text) }, () => clock);
    steps.report({ step: 'compiling demos', total: 539, unit: 'demos' });
    clock = 4_000;
    steps.tick();
    expect(lines).toEqual([]);
    steps.report({ step: 'rendering demos', done: 0, total: 539, unit: 'demos' });
    clock = 8_500;
    steps.report({ step: 'rendering demos', done: 120, total: 539, unit: 'demos' });
    clock = 9_500;
    steps.tick();
    expect(lines).toEqual(['docs-site: rendering demos 120/539 demos (5.50 s)\n']);
    clock = 19_000;
    steps.tick();
    expect(lines).toHaveLength(1);
    clock = 19_600;
    steps.tick();
    expect(lines.at(-1)).toBe('docs-site: rendering demos 120/539 demos (15.6 s)\n');
    steps.stop();
  });
});

describe('printDiagnostics', () => {
  const unreached = Array.from({ length: 45 }, (_, i) => warning({ code: 'nav/unreached-page', message: `No navigation entry leads to page ${i}`, file: `content/page-${i}.md` }));
  const others = [error({ code: 'links/missing-page', message: 'Broken link to /a/', file: 'content/b.md', line: 3 }), warning({ code: 'content/description-punctuation', message: 'm', file: 'content/c.md' })];

  it('prints the first ten of a code that floods, one line for the rest, and every diagnostic to a file it names', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-site-flood-'));
    try {
      let text = '';
      const all = [others[0]!, ...unreached, others[1]!];
      printDiagnostics({ interactive: false, colour: false, write: (chunk) => (text += chunk) }, all, allDiagnosticsWriter(dir));
      const lines = text.trimEnd().split('\n');
      expect(lines.filter((line) => line.startsWith('warning nav/unreached-page'))).toHaveLength(10);
      expect(text).toContain('content/page-9.md');
      expect(text).not.toContain('content/page-10.md');
      // What does not flood is printed whole, in its place.
      expect(lines[0]).toBe('error links/missing-page content/b.md:3:1');
      expect(text).toContain('warning content/description-punctuation content/c.md');
      expect(lines.at(-1)).toBe(`... and 35 more nav/unreached-page warnings: all 47 diagnostics are in ${ALL_DIAGNOSTICS_FILE}`);
      const written = readFileSync(path.join(dir, ALL_DIAGNOSTICS_FILE), 'utf8');
      expect(written.match(/^warning nav\/unreached-page/gm)).toHaveLength(45);
      expect(written).toContain('content/page-44.md');
      expect(written).toContain('error links/missing-page content/b.md:3:1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints every diagnostic when no code floods, and writes no file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-site-flood-'));
    try {
      let text = '';
      printDiagnostics({ interactive: false, colour: false, write: (chunk) => (text += chunk) }, [...unreached.slice(0, 20), ...others], allDiagnosticsWriter(dir));
      expect(text.match(/^warning nav\/unreached-page/gm)).toHaveLength(20);
      expect(text).not.toContain('more');
      expect(() => readFileSync(path.join(dir, ALL_DIAGNOSTICS_FILE))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
