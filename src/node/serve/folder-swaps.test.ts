import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followFolderSwaps } from './folder-swaps';

let parent: string;
let dist: string;

/** A new build's folder, staged beside `dist` as a build stages it. */
async function staged(name: string): Promise<string> {
  const dir = path.join(parent, `.dist.staging-${name}`);
  await mkdir(dir);
  await writeFile(path.join(dir, 'page.html'), name);
  return dir;
}

beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'docs-site-swaps-'));
  dist = path.join(parent, 'dist');
  await mkdir(dist);
});
afterEach(() => rm(parent, { recursive: true, force: true }));

const lookFor = (file: string) => async () => (existsSync(path.join(dist, file)) ? file : null);

describe('followFolderSwaps', () => {
  it('looks again once the folder is back, when a lookup missed between the two renames of a swap', async () => {
    const swaps = followFolderSwaps(dist);
    const next = await staged('next');
    let attempts = 0;
    const found = await swaps.lookup(async () => {
      attempts += 1;
      if (attempts > 1) return lookFor('page.html')();
      // The old folder goes away during the lookup; the new one comes a moment later.
      await rename(dist, path.join(parent, '.dist.retired'));
      setTimeout(() => void rename(next, dist), 20);
      return null;
    });
    expect(found).toBe('page.html');
    expect(attempts).toBe(2);
  });

  it('looks again when the folder was replaced during the lookup', async () => {
    const swaps = followFolderSwaps(dist);
    await swaps.lookup(lookFor('nothing'));
    const next = await staged('next');
    let attempts = 0;
    const found = await swaps.lookup(async () => {
      attempts += 1;
      if (attempts > 1) return lookFor('page.html')();
      await rename(dist, path.join(parent, '.dist.retired'));
      await rename(next, dist);
      return null;
    });
    expect(found).toBe('page.html');
  });

  it('believes a miss in a folder nobody swapped', async () => {
    const swaps = followFolderSwaps(dist);
    await swaps.lookup(lookFor('nothing'));
    let attempts = 0;
    const found = await swaps.lookup(async () => {
      attempts += 1;
      return null;
    });
    expect(found).toBeNull();
    expect(attempts).toBe(1);
  });

  it('gives up on a folder that does not come back, then answers misses at once until it does', async () => {
    const swaps = followFolderSwaps(dist);
    await rm(dist, { recursive: true });
    expect(await swaps.lookup(lookFor('page.html'))).toBeNull();
    let attempts = 0;
    const again = await swaps.lookup(async () => {
      attempts += 1;
      return null;
    });
    expect(again).toBeNull();
    expect(attempts).toBe(1);
    await rename(await staged('back'), dist);
    expect(await swaps.lookup(lookFor('page.html'))).toBe('page.html');
  });
});
