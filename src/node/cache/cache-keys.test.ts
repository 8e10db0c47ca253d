import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dependenciesFingerprint } from '../util/dependencies';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** An installed package: its manifest, and the dependencies in node_modules as npm leaves them. */
async function installedPackage(versions: Record<string, string>, lockfile: string): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docs-site-keys-'));
  dirs.push(root);
  const dependencies = Object.fromEntries(Object.keys(versions).map((name) => [name, '*']));
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: 'docs-site', dependencies }));
  for (const [name, version] of Object.entries(versions)) {
    await mkdir(path.join(root, 'node_modules', name), { recursive: true });
    await writeFile(path.join(root, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  await writeFile(path.join(root, 'node_modules', '.package-lock.json'), lockfile);
  return root;
}

describe('the dependencies part of the page keys', () => {
  it('is the same for the same installed packages, wherever they are installed', async () => {
    const a = await installedPackage({ react: '19.2.0', '@mui/material': '7.3.0' }, '{"packages":{}}');
    const b = await installedPackage({ react: '19.2.0', '@mui/material': '7.3.0' }, '{"packages":{}}');
    expect(dependenciesFingerprint(a)).toBe(dependenciesFingerprint(b));
  });

  it('changes when a dependency is upgraded, or when a transitive one is (through npm’s record)', async () => {
    const base = dependenciesFingerprint(await installedPackage({ react: '19.2.0' }, '{"packages":{"node_modules/scheduler":{"version":"0.26.0"}}}'));
    const upgraded = dependenciesFingerprint(await installedPackage({ react: '19.2.1' }, '{"packages":{"node_modules/scheduler":{"version":"0.26.0"}}}'));
    const transitive = dependenciesFingerprint(await installedPackage({ react: '19.2.0' }, '{"packages":{"node_modules/scheduler":{"version":"0.27.0"}}}'));
    expect(new Set([base, upgraded, transitive]).size).toBe(3);
  });
});
