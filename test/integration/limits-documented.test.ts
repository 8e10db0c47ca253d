import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as limits from '../../src/node/util/limits';
import { repoRoot } from '../helpers/fixture';

describe("the manual's security page", () => {
  it('lists every bound of src/node/util/limits.ts with its value, and no bound that is not there', async () => {
    const page = await readFile(path.join(repoRoot, 'content/docs-infra/security.md'), 'utf8');
    const rows = new Map([...page.matchAll(/^\| `([A-Z_]+)` \| ([^|]*) \|/gm)].map((row) => [row[1]!, row[2]!]));
    const bounds = Object.entries(limits).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
    expect(bounds.length).toBeGreaterThan(10);
    for (const [name, value] of bounds) {
      expect(rows.get(name), `${name} has a row`).toBeDefined();
      expect(rows.get(name), `${name}'s row says ${value}`).toContain(value.toLocaleString('en-US'));
    }
    expect([...rows.keys()].filter((name) => !(name in limits))).toEqual([]);
  });
});
