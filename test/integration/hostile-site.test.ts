// The attack families of issue 34 gathered in one site, as a stranger's pull request would send
// them at once: links and special files, sizes, depths, costs that grow faster than the input,
// names and routes, frontmatter that asks to be run, values that would be echoed. Whatever the
// site holds, `docs-site build` (the command, as CI runs it) ends (a FIFO read, or a cost that
// grows faster than its input, would keep it running past the hook's limit) with exit 1 and a
// diagnostic for each problem at its file (and line), with the previous output as it was and
// nothing from outside the site in what it prints. This file shows the families hold together;
// that each cost is linear is shown by counting work or CPU time at two sizes (or against a bound
// ten times past the fixed code), in the regression test of its
// finding (test/regressions/: repeated-headings-quadratic, pattern-backtracking,
// api-warnings-quadratic), never by the clock.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, extendConfig, snapshotTree, temporaryFolder, writeFiles } from '../helpers/fixture';
import { MAX_DATA_DEPTH, MAX_ELEMENT_DEPTH, MAX_PAGE_BYTES, MAX_ROUTE_LENGTH } from '../../src/node/util/limits';

afterAll(cleanupTemporaryFolders);

const page = (title: string, body: string, extra = '') => `---\ntitle: ${title}\ndescription: A hostile page.\n${extra}---\n\n${body}\n`;

/** A navigation entry nested `depth` levels deep. */
const nested = (depth: number): unknown => {
  let entry: Record<string, unknown> = { pathname: '/joy-ui/deepest', title: 'Deepest' };
  for (let level = 1; level < depth; level += 1) entry = { pathname: `/joy-ui/level-${level}`, title: `Level ${level}`, children: [entry] };
  return entry;
};

let root: string;
let before: Record<string, string>;
let result: CliResult;
let printed: string;

beforeAll(async () => {
  root = await copyFixture('languages');
  const clean = await runCli(['build', '--links', 'off'], { cwd: root });
  expect(clean.code).toBe(0);
  before = await snapshotTree(path.join(root, 'dist'));

  const outside = await temporaryFolder('docs-site-outside-');
  await writeFiles(outside, { 'secret.txt': 'SECRET-OUTSIDE' });
  const navFile = path.join(root, 'nav/joy-ui.json');
  const nav = JSON.parse(await readFile(navFile, 'utf8')) as unknown[];
  nav.push({ pathname: 'javascript:alert(document.cookie)', title: 'Script' });
  await extendConfig(root, "sideNavLinks: 'nav/side.json',");
  await writeFile(navFile, JSON.stringify(nav, null, 2));
  let deepStrings: unknown = 'deep';
  for (let level = 0; level < MAX_DATA_DEPTH + 10; level += 1) deepStrings = { a: deepStrings };
  await writeFiles(root, {
    // Names and routes.
    'content/robots.txt.md': page('Robots', 'Written where robots.txt goes.'),
    'content/long-route.md': page('Long route', 'A route too long to be a folder.', `route: /${'x/'.repeat(MAX_ROUTE_LENGTH)}end\n`),
    // Frontmatter that asks to be run.
    'content/js.md': `---js\n{ title: require('fs').readFileSync('/etc/passwd', 'utf8') }\n---\n\nText.\n`,
    // Sizes and depths.
    'content/huge.md': page('Huge', 'word '.repeat(MAX_PAGE_BYTES / 5 + 10)),
    'content/deep.md': page('Deep', `${'<div>\n\n'.repeat(MAX_ELEMENT_DEPTH + 10)}text`),
    'translations/translations-zh.json': JSON.stringify({ appFrame: deepStrings }),
    'nav/side.json': JSON.stringify([nested(MAX_DATA_DEPTH + 10)], null, 1),
    // Costs: fine content, only long; the build must read it in linear time.
    'content/repeated.md': page('Repeated', '## Same\n\nText.\n\n'.repeat(5000)),
    'content/blanks.md': page('Blanks', `:::${' '.repeat(200_000)}!\n\n# a${'#'.repeat(200_000)}b`),
  });
  await mkdir(path.join(root, 'public'), { recursive: true });
  await symlink(path.join(outside, 'secret.txt'), path.join(root, 'public', 'secret.txt'));
  execFileSync('mkfifo', [path.join(root, 'public', 'blocked')]);

  result = await runCli(['build', '--links', 'off'], { cwd: root });
  printed = `${result.stdout}\n${result.stderr}`;
}, 240_000);

describe('a site holding every attack family at once', () => {
  it('ends with exit 1, not a crash, and keeps the previous output', async () => {
    expect(printed).not.toContain('internal error');
    expect(result.code).toBe(1);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
  });

  it.each([
    ['a file that is a link out of the site', /warning content\/skipped-file public\/secret\.txt\n {2}Symbolic link public\/secret\.txt leads outside the folder/],
    ['a link and a FIFO inside public/', /warning content\/skipped-file public\/blocked\n/],
    ['a page written where robots.txt goes', /error output\/conflict content\/robots\.txt\.md\n {2}The page \/robots\.txt would be written over/],
    ['a route too long to be written', /error content\/invalid-route content\/long-route\.md:4(:\d+)?\n {2}The route is \d+ characters long/],
    ['frontmatter that asks to be run', /error content\/frontmatter-language content\/js\.md:1:4\n/],
    ['a page over the size limit', /error [a-z/-]+ content\/huge\.md(:\d+)*\n {2}The page has [\d,]+ bytes of markdown, over the limit/],
    ['a navigation link that runs script', /error nav\/invalid-pathname nav\/joy-ui\.json:\d+(:\d+)?\n/],
    ['a navigation nested too deep', /error nav\/too-deep nav\/side\.json:\d+(:\d+)?\n/],
    ['a page nesting elements too deep', /error markdown\/elements-too-deep content\/deep\.md:\d+(:\d+)?\n/],
    ['a translation nested too deep', /error i18n\/too-deep translations\/translations-zh\.json:\d+(:\d+)?\n/],
  ])('names %s at its file (and line)', (_, pattern) => {
    expect(printed).toMatch(pattern);
  });

  it('prints nothing read from outside the site', () => {
    expect(printed).not.toContain('SECRET-OUTSIDE');
    expect(printed).not.toContain('root:x:0');
  });
});
