import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/node/config/load';
import { validateUserConfig } from '../../src/node/config/schema';
import { loadApiPages } from '../../src/node/load/load-api';
import { cleanupTemporaryFolders, temporaryFolder, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

/** A component's API JSON with `count` props, one per line, none of them described. */
const apiJson = (count: number) =>
  `{\n  "name": "Button",\n  "props": {\n${Array.from({ length: count }, (_, i) => `    "prop${i}": { "type": { "name": "string" }, "default": "'value ${i}'" }`).join(',\n')}\n  },\n  "imports": []\n}\n`;

/** Loads a site whose one API page has `count` props without a description: the warnings, and the least CPU time of three loads. */
async function loadUndescribed(count: number): Promise<{ lines: (number | undefined)[]; cpu: number }> {
  const root = await temporaryFolder();
  await writeFiles(root, {
    'api/joy-ui/button.json': apiJson(count),
    'api-descriptions/joy-ui/button.json': '{ "componentDescription": "A button." }',
  });
  const validated = validateUserConfig({
    title: 'MUI',
    host: 'https://mui.com',
    repository: { url: 'https://github.com/mui/material-ui' },
    products: [{ id: 'joy-ui', name: 'Joy UI', api: { pages: 'api/joy-ui', descriptions: 'api-descriptions/joy-ui' } }],
  });
  if (!validated.ok) throw new Error('the test config is invalid');
  const config = resolveConfig(validated.config, `${root}/docs-site.config.ts`);
  let cpu = Infinity;
  let lines: (number | undefined)[] = [];
  for (let round = 0; round < 3; round += 1) {
    const start = process.cpuUsage();
    const { diagnostics } = await loadApiPages(config);
    const used = process.cpuUsage(start);
    cpu = Math.min(cpu, used.user + used.system);
    lines = diagnostics.filter((d) => d.code === 'api/missing-description').map((d) => d.line);
  }
  return { lines, cpu };
}

// Finding 4 of the attack run: each `api/missing-description` warning read the file from its
// start to find its line, so an API JSON with n undescribed props cost n times its length:
// 4,000 props took 91 s of CPU, 8,000 (about 2 MB) six minutes.
describe('regression: API JSON warnings cost time quadratic in their number', () => {
  it('places 4x as many warnings in well under 4² times the CPU time, each at its prop\'s line', async () => {
    const small = await loadUndescribed(500);
    const large = await loadUndescribed(2000);
    expect(large.lines).toHaveLength(2000);
    // Props start on line 4, one per line.
    expect(large.lines.slice(0, 2)).toEqual([4, 5]);
    expect(large.lines.at(-1)).toBe(2003);
    // Linear is 4 (less, with the fixed costs); scanning the file for each warning made it 16.
    expect(large.cpu / small.cpu).toBeLessThan(8);
  });
});
