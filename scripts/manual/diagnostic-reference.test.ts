import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../src/node/diagnostics/codes';
import { diagnosticReference } from './diagnostic-reference';
import { code, renderPage } from './page';

describe('diagnosticReference', () => {
  const page = diagnosticReference();
  const rendered = renderPage(page);

  it('has a row for every code of the registry, under the heading of its area', () => {
    const rows = rendered.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.slice(2, row.indexOf(' |', 2)))).toEqual(Object.keys(DIAGNOSTIC_CODES).map(code));
    for (const name of Object.keys(DIAGNOSTIC_CODES)) {
      const heading = rendered.indexOf(`\n## ${name.split('/')[0]}\n`);
      expect(heading, name).toBeGreaterThan(-1);
      expect(rendered.indexOf(`| ${code(name)} |`), name).toBeGreaterThan(heading);
    }
  });

  it('is the manual page diagnostics.md, generated from the registry', () => {
    expect(page).toMatchObject({ file: 'diagnostics.md', title: 'Diagnostic codes', source: 'src/node/diagnostics/codes.ts' });
    expect(rendered).toContain('\n```text\nerror links/missing-page content/joy-ui/getting-started.md:12:5\n');
  });
});
