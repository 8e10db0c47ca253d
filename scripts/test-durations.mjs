// npm run test:durations: runs every test file once and writes how long each took, in
// milliseconds (its hooks included: a file that builds a site in beforeAll spends its time
// there), into test/durations.json, which test/sequencer.ts orders a fresh clone's run by
// (longest first). Run it on a quiet machine after a change that moves a file's time much.
//   npm run test:durations                  runs the tests
//   npm run test:durations -- <log>         reads the output of a run instead
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [log] = process.argv.slice(2);
const output = log
  ? readFileSync(log, 'utf8')
  : spawnSync(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default'], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    }).stdout;
// The default reporter's line for each file: ` ✓ test/e2e/shell.test.ts (24 tests) 22431ms`.
const durations = {};
// eslint-disable-next-line no-control-regex
for (const line of output.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) {
  const match = /^ [✓❯×] (\S+\.test\.tsx?) \(\d+ tests?(?: \| [^)]*)?\) (\d+)ms$/.exec(line);
  if (match) durations[match[1]] = Number(match[2]);
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(path.join(root, 'test', 'durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test/durations.json: ${Object.keys(sorted).length} files`);
