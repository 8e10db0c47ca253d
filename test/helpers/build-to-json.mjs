// Builds a site with the compiled engine (lib/, as the command runs it) and writes what
// `build()` returned, as JSON, for test files that read a build made once per run
// (test/helpers/shared-fixtures.ts):  node build-to-json.mjs <site folder> <output folder> <result file>
import { writeFile } from 'node:fs/promises';

const [cwd, outDir, resultFile] = process.argv.slice(2);
const { build } = await import('../../lib/index.mjs');
const result = await build({ cwd, outDir });
await writeFile(resultFile, JSON.stringify(result));
