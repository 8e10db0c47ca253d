import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, temporaryFolder, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

/** Enough demos for the check to watch them in more than one thread (a hundred per thread). */
const DEMOS = 150;
/** The demos that draw something else once they run in a browser, spread over the page. */
const CHANGING = new Set([7, 64, 121]);

const demo = (index: number) =>
  CHANGING.has(index)
    ? `import * as React from 'react';\n\nexport default function Demo${index}() {\n  const [mounted, setMounted] = React.useState(false);\n  React.useEffect(() => setMounted(true), []);\n  return <p>{mounted ? 'in the browser' : 'on the server'} ${index}</p>;\n}\n`
    : `import * as React from 'react';\n\nexport default function Demo${index}() {\n  return <p>the same everywhere ${index}</p>;\n}\n`;

describe('demos watched coming to life in several threads', () => {
  it('brings to life once in view exactly the demos that change, whichever thread watched them', async () => {
    const root = await copyFixture('basic');
    const files: Record<string, string> = {
      'content/joy-ui/many-demos.md': `---\ntitle: Many demos\ndescription: A page with ${DEMOS} demos.\n---\n\n# Many demos\n\n${Array.from({ length: DEMOS }, (_, i) => `{{"demo": "Demo${i}.js"}}`).join('\n\n')}\n`,
    };
    for (let i = 0; i < DEMOS; i += 1) files[`content/joy-ui/Demo${i}.js`] = demo(i);
    await writeFiles(root, files);
    const outDir = path.join(await temporaryFolder('docs-site-mount-threads-'), 'dist');
    // Two threads whatever the machine (each test file runs in a process of its own).
    process.env.DOCS_SITE_MOUNT_THREADS = '2';
    const result = await build({ cwd: root, outDir, cache: false, links: 'off' }).finally(() => delete process.env.DOCS_SITE_MOUNT_THREADS);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(path.join(outDir, 'joy-ui', 'many-demos', 'index.html'), 'utf8');
    // Each island's data, in the order of the page: when it loads.
    const loads = [...html.matchAll(/"load":"(\w+)"/g)].map((match) => match[1]);
    expect(loads).toHaveLength(DEMOS);
    const visible = loads.flatMap((load, index) => (load === 'visible' ? [index] : []));
    expect(visible).toEqual([...CHANGING]);
  }, 120_000);
});

describe('mountThreads', () => {
  it('leaves a core for the main thread, and takes DOCS_SITE_MOUNT_THREADS when it is a count', async () => {
    const { availableParallelism } = await import('node:os');
    const { mountThreads } = await import('../../src/node/demos/check-demos');
    const chosen = (value: string | undefined) => {
      if (value === undefined) delete process.env.DOCS_SITE_MOUNT_THREADS;
      else process.env.DOCS_SITE_MOUNT_THREADS = value;
      try {
        return mountThreads();
      } finally {
        delete process.env.DOCS_SITE_MOUNT_THREADS;
      }
    };
    expect(chosen(undefined)).toBe(Math.max(1, Math.min(4, availableParallelism() - 1)));
    expect(chosen('3')).toBe(3);
    expect(chosen('0')).toBe(chosen(undefined));
    expect(chosen('lots')).toBe(chosen(undefined));
  });
});
