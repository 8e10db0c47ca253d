// npm run test:durations: runs every test file once and writes how long each took, in
// milliseconds, into test/durations.json, which test/sequencer.ts orders a fresh clone's run by
// (longest first). Run it on a quiet machine after a change that moves a file's time much.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-site-durations-'));
const report = path.join(dir, 'report.json');
try {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=dot', '--reporter=json', `--outputFile=${report}`], {
    cwd: root,
    stdio: 'inherit',
  });
} catch {
  // A failed test still gives its file's duration.
}
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
const durations = Object.fromEntries(
  testResults
    .map((file) => [path.relative(root, file.name).split(path.sep).join('/'), Math.round(file.endTime - file.startTime)])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(path.join(root, 'test', 'durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
rmSync(dir, { recursive: true, force: true });
console.log(`test/durations.json: ${Object.keys(durations).length} files`);
