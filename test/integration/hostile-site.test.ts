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
//
// The second part is what a hostile job hands the jobs after it (issue 44): a shard whose
// manifest names files outside it, whose folder holds a link and a FIFO, and whose messages
// carry escape sequences, merged with an honest one; and a cache that holds a link and entries
// that climb out of the output. The merge refuses the shard with exit 1 and publishes nothing;
// the build ignores the cache and writes the output a clean one gives.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, extendConfig, snapshotTree, temporaryFolder, writeFiles } from '../helpers/fixture';
import { MAX_DATA_DEPTH, MAX_ELEMENT_DEPTH, MAX_PAGE_BYTES, MAX_ROUTE_LENGTH } from '../../src/node/util/limits';
import { SHARD_MANIFEST } from '../../src/node/run/shards';

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

describe('a shard pair and a cache from a hostile job', () => {
  const SECRET = 'DEPLOY-TOKEN-9d41';
  let site: string;
  let merged: Record<string, string>;
  let built: Record<string, string>;

  beforeAll(async () => {
    // The api-tabs fixture writes markdown twins, which llms-full.txt is made of.
    site = await copyFixture('api-tabs');
    for (const shard of ['1/2', '2/2']) expect((await runCli(['build', '--shard', shard, '--out', `shard-${shard[0]}`, '--no-cache'], { cwd: site })).code).toBe(0);
    expect((await runCli(['merge', 'shard-1', 'shard-2', '--out', 'merged'], { cwd: site })).code).toBe(0);
    merged = await snapshotTree(path.join(site, 'merged'));
    expect((await runCli(['build'], { cwd: site })).code).toBe(0);
    built = await snapshotTree(path.join(site, 'dist'));
  }, 240_000);

  it('refuses the hostile shard with exit 1, names what is wrong, and publishes nothing', async () => {
    const outside = await temporaryFolder('docs-site-outside-');
    await writeFiles(outside, { 'secret.txt': SECRET });
    const manifestFile = path.join(site, 'shard-2', SHARD_MANIFEST);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, any>;
    manifest.records.find((record: { twin: unknown }) => record.twin).twin.path = path.relative(path.join(site, 'shard-2'), path.join(outside, 'secret.txt')).split(path.sep).join('/');
    manifest.siteDiagnostics.push({ severity: 'warning', code: 'content/skipped-file', message: '\u001b[2K\u001b[1GBuilt 999 pages' });
    await writeFile(manifestFile, JSON.stringify(manifest));
    await symlink(path.join(outside, 'secret.txt'), path.join(site, 'shard-1', 'planted.txt'));
    execFileSync('mkfifo', [path.join(site, 'shard-1', 'blocked')]);

    // The merge job's environment holds what it deploys with.
    const cli = await runCli(['merge', 'shard-1', 'shard-2', '--out', 'merged'], { cwd: site, env: { ...process.env, DEPLOY_TOKEN: SECRET } });
    const said = `${cli.stdout}\n${cli.stderr}`;
    expect(said).not.toContain('internal error');
    expect(cli.code).toBe(1);
    expect(said).toMatch(/error merge\/invalid-shard\n {2}shard-2: its \.docs-site-shard\.json is not one docs-site wrote \(records\[\d+\]\.twin\.path: is not a path inside the shard\)/);
    expect(said).toMatch(/error merge\/unsafe-file shard-1\/planted\.txt/);
    expect(said).toMatch(/error merge\/unsafe-file shard-1\/blocked/);
    expect(said).not.toContain('\u001b');
    expect(said).not.toContain(SECRET);
    expect(await snapshotTree(path.join(site, 'merged'))).toEqual(merged);
  });

  it('builds past a cache holding a link and entries that climb out, as a clean cache would', async () => {
    const outside = await temporaryFolder('docs-site-outside-');
    const cache = path.join(site, 'node_modules/.cache/docs-site');
    const climb = path.relative(path.join(site, 'dist'), path.join(outside, 'planted.txt')).split(path.sep).join('/');
    for (const set of await readdir(path.join(cache, 'v3', 'sets'))) {
      const index = path.join(cache, 'v3', 'sets', set, 'index.json');
      const kept = JSON.parse(await readFile(index, 'utf8')) as { files: { path: string }[] };
      kept.files[0]!.path = climb;
      await writeFile(index, JSON.stringify(kept));
    }
    // A clean build ignores the climbing entries (a miss each); one with a link in the cache does not use it at all.
    const climbing = await runCli(['build'], { cwd: site });
    expect(climbing.code).toBe(0);
    expect(await snapshotTree(path.join(site, 'dist'))).toEqual(built);
    await symlink('/etc/passwd', path.join(cache, 'v3', 'planted'));
    const linked = await runCli(['build'], { cwd: site });
    expect(linked.code).toBe(0);
    expect(linked.stderr).toMatch(/warning cache\/refused\n {2}The cache node_modules\/\.cache\/docs-site holds v3\/planted, a symbolic link/);
    expect(await snapshotTree(path.join(site, 'dist'))).toEqual(built);
    expect(await readdir(outside)).toEqual([]);
  });
});
