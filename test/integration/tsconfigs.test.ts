import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture';

// The engine, the browser code and the formats both read are type-checked apart
// (src/{node,client,shared}/tsconfig.json): browser code cannot use Node, the engine cannot use
// the DOM. A probe file is checked with each side's options; the folder is inside the
// repository, where the side's type packages resolve as they do for its own files.

const probes = path.join(repoRoot, 'node_modules', '.cache', 'docs-site', `tsconfig-probes-${process.pid}`);
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

async function check(side: 'node' | 'client' | 'shared', source: string): Promise<{ ok: boolean; output: string }> {
  const dir = path.join(probes, `${side}-${Math.random().toString(36).slice(2)}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'probe.ts'), source);
  await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: path.join(repoRoot, 'src', side, 'tsconfig.json'), include: ['probe.ts'], exclude: [] }));
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [tsc, '-p', dir]);
    return { ok: true, output: stdout + stderr };
  } catch (caught) {
    const failed = caught as { stdout: string; stderr: string };
    return { ok: false, output: failed.stdout + failed.stderr };
  }
}

afterAll(() => rm(probes, { recursive: true, force: true }));

describe('each side has its own types', () => {
  it('browser code cannot use Node', async () => {
    const result = await check('client', "import { readFileSync } from 'node:fs';\nexport const size = readFileSync('x').length + process.pid;\n");
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/probe\.ts.*node:fs/);
    expect(result.output).toMatch(/probe\.ts.*Cannot find name 'process'/);
  });

  it('browser code can use the DOM', async () => {
    expect(await check('client', 'export const title = document.title;\n')).toEqual({ ok: true, output: '' });
  });

  it('the engine cannot use the DOM', async () => {
    const result = await check('node', 'export const title = document.title + window.innerWidth;\n');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/probe\.ts.*Cannot find name 'document'/);
    expect(result.output).toMatch(/probe\.ts.*Cannot find name 'window'/);
  });

  it('the engine can use Node', async () => {
    expect(await check('node', "import { readFileSync } from 'node:fs';\nexport const size = readFileSync('x').length + process.pid;\n")).toEqual({ ok: true, output: '' });
  });

  it('shared formats can use neither', async () => {
    const result = await check('shared', 'export const both = [document.title, process.pid];\n');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/Cannot find name 'document'/);
    expect(result.output).toMatch(/Cannot find name 'process'/);
  });
});
