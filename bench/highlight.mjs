#!/usr/bin/env node
// Compares the two build-time highlighters on the fenced code blocks of the shared corpus:
// Prism grammars through refractor, and Shiki (TextMate grammars, JavaScript regex engine and
// its Oniguruma WASM engine). Same blocks, same process, warm-up pass first; reports the
// set-up cost and the cost per block.
//
//   node bench/highlight.mjs [corpus content folder]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = process.argv[2] ?? path.join(root, 'test/fixtures/corpus-mui/content');

// Fences as the docs write them: ```lang [meta], closed by a line of backticks.
const blocks = [];
for (const file of (await readdir(contentDir, { recursive: true })).filter((f) => f.endsWith('.md')).sort()) {
  const lines = (await readFile(path.join(contentDir, file), 'utf8')).split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^\s*```(\w+)/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && /^\s*```\s*$/.test(l));
    if (end === -1) break;
    blocks.push({ lang: open[1], code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
}
// Both highlighters get the same language for each block (markup = html, diff stays diff).
const langOf = (lang) => ({ markup: 'html' })[lang] ?? lang;
const langs = [...new Set(blocks.map((b) => langOf(b.lang)))].sort();

function measure(label, run) {
  for (const b of blocks) run(b); // warm-up: JIT and lazy grammar compilation
  const rounds = 5;
  const started = performance.now();
  for (let r = 0; r < rounds; r += 1) for (const b of blocks) run(b);
  const perBlock = ((performance.now() - started) / rounds / blocks.length) * 1000;
  return { label, perBlockUs: Math.round(perBlock), totalMs: Math.round((perBlock * blocks.length) / 1000) };
}

const results = [];
let t = performance.now();
const { refractor } = await import('refractor/all'); // registers every grammar at import
const prismSetup = performance.now() - t;
results.push({ setupMs: Math.round(prismSetup), ...measure('refractor (Prism)', (b) => refractor.highlight(b.code, langOf(b.lang))) });

for (const [label, engine] of [
  ['shiki (JS regex engine)', () => createJavaScriptRegexEngine()],
  ['shiki (Oniguruma WASM)', () => createOnigurumaEngine(import('shiki/wasm'))],
]) {
  t = performance.now();
  const highlighter = await createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: langs.map((l) => import(`shiki/langs/${l}.mjs`)),
    engine: engine(),
  });
  const setupMs = Math.round(performance.now() - t);
  results.push({
    setupMs,
    ...measure(label, (b) => highlighter.codeToHast(b.code, { lang: langOf(b.lang), themes: { light: 'github-light', dark: 'github-dark' } })),
  });
}

console.log(`${blocks.length} fenced blocks with a language (${langs.join(', ')}) from ${contentDir}`);
console.table(results);
