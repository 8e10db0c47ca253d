// The manual's page of diagnostic codes (content/docs-infra/diagnostics.md), made from the
// registry of codes (src/node/diagnostics/codes.ts): one section per area, one row per code.

import { DIAGNOSTIC_CODES, type DiagnosticCodeInfo } from '../../src/node/diagnostics/codes';
import { error, formatDiagnostic } from '../../src/node/diagnostics/diagnostic';
import { cell, code, type GeneratedPage } from './page';

/** What each area of codes (the part before the slash) is about: one sentence under its heading. */
export const AREAS: Readonly<Record<string, string>> = {
  api: "API pages: the products' API metadata and descriptions files, and `docs-site api`.",
  assets: "The browser code docs-site bundles, and the files pages show.",
  cache: 'The cache of earlier builds (`directories.cache`), read as input from elsewhere.',
  config: 'The config file and what it names.',
  content: "The content folder's pages: their files, frontmatter, titles, descriptions and routes.",
  demos: 'Demos and the components embedded from files: compiling, importing and rendering them, and their packages.',
  i18n: 'Translation files.',
  init: '`docs-site init`.',
  links: 'The check of the links between pages (`checks.links`).',
  markdown: "The markdown of pages: docs-site's dialect, and the limits that keep a build fast.",
  merge: '`docs-site merge`, which joins the shards of a build.',
  nav: 'Navigation files and the page title table.',
  output: 'The output folder.',
  redirects: '`_redirects` files.',
  render: '`docs-site dev` rendering pages.',
  serve: '`docs-site serve` and `docs-site dev` serving a site.',
  site: 'The folders and files the config names, read by the rules that keep a build inside the site.',
  templates: "The site's templates.",
};

const SEVERITY: Record<DiagnosticCodeInfo['severity'], string> = {
  error: 'error',
  warning: 'warning',
  either: 'error or warning',
};

const EXAMPLE = formatDiagnostic(
  error({
    code: 'links/missing-page',
    message: 'Broken link to /joy-ui/react-buton: no page at /joy-ui/react-buton',
    file: 'content/joy-ui/getting-started.md',
    line: 12,
    column: 5,
    hint: 'did you mean /joy-ui/react-button?',
  }),
);

export function diagnosticReference(): GeneratedPage {
  const byArea = new Map<string, [string, DiagnosticCodeInfo][]>();
  for (const [name, info] of Object.entries(DIAGNOSTIC_CODES) as [string, DiagnosticCodeInfo][]) {
    const area = name.slice(0, name.indexOf('/'));
    byArea.set(area, [...(byArea.get(area) ?? []), [name, info]]);
  }
  const sections = [...byArea].map(([area, entries]) => {
    const about = AREAS[area];
    if (about === undefined) throw new Error(`The area ${area} of diagnostic codes has no description in AREAS (scripts/manual/diagnostic-reference.ts)`);
    return [
      `## ${area}`,
      '',
      about,
      '',
      '| code | severity | when | fix |',
      '| --- | --- | --- | --- |',
      ...entries.map(([name, info]) => `| ${code(name)} | ${SEVERITY[info.severity]} | ${cell(info.when)} | ${cell(info.fix)} |`),
    ].join('\n');
  });
  const intro = [
    'docs-site reports each problem it finds in a site as a diagnostic: a line with its severity, its code and where it is (`error CODE file:line:col`), then the message, then a `hint:` line saying what to do, when there is one.',
    '',
    '```text',
    EXAMPLE,
    '```',
    '',
    'A build with an error writes nothing (the previous output stays as it was) and exits with code 1; warnings are printed and do not fail it ([exit codes](/docs-infra/commands#exit-codes)). Codes do not change from one version to the next, so scripts may match them. A code marked "error or warning" is one or the other as its row says, most often by the config (`checks.links`, `checks.demos`). When one code is reported more than 20 times (a large site can have thousands of one warning), `build` and `merge` print its first 10 and a line with how many more, and write every diagnostic to `docs-site-diagnostics.log` in the folder they run in.',
  ].join('\n');
  return {
    file: 'diagnostics.md',
    title: 'Diagnostic codes',
    description: 'Every code docs-site reports a problem with: what triggers it, and how to fix it.',
    source: 'src/node/diagnostics/codes.ts',
    body: [intro, ...sections].join('\n\n'),
  };
}
