// The generated pages of the manual (content/docs-infra/): the config reference from the config's
// types, the command reference from the commander program, the diagnostic codes from their
// registry, the performance page from the benchmarks' latest figures.
//
//   npm run manual            writes the pages that changed
//   npm run manual -- --check lists the pages that are out of date and exits 1 (nothing written)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../src/node/util/package-root';
import { generatedPages } from './manual/pages';
import { renderPage } from './manual/page';

const check = process.argv.includes('--check');
const folder = path.join(packageRoot(), 'content', 'docs-infra');
const stale: string[] = [];
for (const page of generatedPages()) {
  const file = path.join(folder, page.file);
  const text = renderPage(page);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
  stale.push(path.relative(packageRoot(), file));
  if (!check) writeFileSync(file, text);
}
if (check && stale.length > 0) {
  process.stderr.write(`Out of date (run npm run manual): ${stale.join(', ')}\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(stale.length > 0 ? `Wrote ${stale.join(', ')}\n` : 'The generated pages are up to date.\n');
}
