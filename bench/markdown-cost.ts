// CPU per page of the markdown stage alone (parse, then the dialect's transforms), on the pages
// of a corpus folder, in this thread: the floor the build's CPU per page is compared with.
// `npm run bench:markdown -- [--dir <content folder>] [--rounds 3]`; the first round warms up
// the code and is not counted. Run it beside another checkout to compare a change.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontmatter } from '../src/node/load/load-pages';
import { compileMarkdown } from '../src/node/page/markdown/compile';
import { createMarkdownProcessor } from '../src/node/page/markdown/processor';

const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1]!;
};
const dir = argument('dir', '/tmp/docs-site-bench/corpus-1000/content');
const rounds = Number(argument('rounds', '3'));

const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.md')).sort();
const pages = await Promise.all(
  files.map(async (file) => {
    const text = await readFile(path.join(dir, file), 'utf8');
    const read = parseFrontmatter(text, file);
    if (!('parsed' in read)) throw new Error(`${file}: ${read.diagnostic.message}`);
    return { file, body: read.parsed.body, bodyStartLine: read.parsed.bodyStartLine };
  }),
);
const processor = createMarkdownProcessor();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const results: { parse: number; total: number }[] = [];
for (let round = 0; round <= rounds; round += 1) {
  let parse = 0;
  const start = cpuMs();
  for (const page of pages) {
    const before = cpuMs();
    processor.parse(page.body);
    parse += cpuMs() - before;
    compileMarkdown(page);
  }
  const total = cpuMs() - start - parse;
  if (round > 0) results.push({ parse: parse / pages.length, total: total / pages.length });
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const parse = median(results.map((r) => r.parse));
const total = median(results.map((r) => r.total));
process.stdout.write(`${pages.length} pages of ${dir}, median of ${rounds} rounds (CPU ms per page):\n`);
process.stdout.write(`  parse (micromark + mdast): ${parse.toFixed(2)}\n  compile (parse + transforms to hast): ${total.toFixed(2)}\n  transforms: ${(total - parse).toFixed(2)}\n`);
