import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { inject } from 'vitest';
import type { BuildResult } from '../../src/node/build';
import type { SharedFixture } from './shared-fixtures';

/**
 * A folder made once per run for every test file that needs it (see ./shared-fixtures.ts),
 * asked of the run's main process: the first file to ask has it made, the others wait for the
 * same one. When it cannot be made, every file that asks fails at once with the same reason.
 */
function sharedFixture(name: SharedFixture): Promise<string> {
  const url = `${inject('sharedFixturesUrl')}/${encodeURIComponent(name)}`;
  return new Promise((resolve, reject) => {
    // No timeout of our own: the hook's timeout bounds the wait.
    const asked = request(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const answer = JSON.parse(body) as { dir?: string; error?: string };
        if (response.statusCode === 200 && answer.dir) resolve(answer.dir);
        else reject(new Error(`the shared fixture ${name} could not be made (once for the whole run):\n${answer.error ?? body}`));
      });
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** The bundled site (this repository's), built once per run: read it, never write it. */
export function bundledSiteFolder(): Promise<string> {
  return sharedFixture('bundled');
}

/** The shared corpus (test/fixtures/corpus-mui), built once per run: read it, never write it. */
export function corpusSiteFolder(): Promise<string> {
  return sharedFixture('corpus-mui');
}

/** The shared corpus's build: its folder and what `build()` returned for it. */
export async function corpusSiteBuild(): Promise<{ outDir: string; result: BuildResult }> {
  const outDir = await corpusSiteFolder();
  return { outDir, result: JSON.parse(await readFile(`${outDir}.result.json`, 'utf8')) as BuildResult };
}
