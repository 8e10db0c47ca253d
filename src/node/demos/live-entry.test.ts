import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedBindings, liveEntryCode, valueImports } from './live-entry';

describe('the live entry of a demo', () => {
  it('reads what each import takes, leaving out type-only imports', () => {
    const source = `import * as React from 'react';
import Button, { type ButtonProps, buttonClasses as classes } from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { labels } from './labelData';
import * as Icons from '@mui/icons-material';
import './styles.css';
export default function Demo(props: ButtonProps) { return <Button>{labels[0]}</Button>; }`;
    expect(Object.fromEntries(importedBindings(source))).toEqual({
      react: { default: false, named: [], namespace: true },
      '@mui/material/Button': { default: true, named: ['buttonClasses'], namespace: false },
      './labelData': { default: false, named: ['labels'], namespace: false },
      '@mui/icons-material': { default: false, named: [], namespace: true },
      './styles.css': { default: false, named: [], namespace: false },
    });
  });

  it('exports the demo and, by specifier, the bindings it imports, React and its JSX runtime always', async () => {
    const code = liveEntryCode('/site/content/Demo.tsx', importedBindings("import Button, { buttonClasses } from '@mui/material/Button';\nimport { labels } from './labelData';"));
    expect(code).toContain('export { default } from "/site/content/Demo.tsx";');
    expect(code).toContain('import l0_default, { "buttonClasses" as l0_buttonClasses } from "@mui/material/Button";');
    expect(code).toContain('"@mui/material/Button": { __esModule: true, default: l0_default, "buttonClasses": l0_buttonClasses },');
    expect(code).toContain('"./labelData": { __esModule: true, "labels": l1_labels },');
    expect(code).toContain('import * as l2_ns from "react";');
    expect(code).toContain('"react/jsx-runtime": { __esModule: true, ...l3_ns },');
  });

  it('leaves out a binding a TypeScript demo imports without `type` but uses only as a type', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'live-entry-'));
    const file = path.join(folder, 'Demo.tsx');
    await writeFile(file, "import Box, { BoxProps } from '@mui/material/Box';\nexport default function Demo(props: BoxProps) { return <Box {...props} />; }\n");
    expect(Object.fromEntries(await valueImports(file))).toEqual({ '@mui/material/Box': { default: true, named: [], namespace: false } });
  });

  it('gives a file that does not parse no imports, rather than failing', () => {
    expect(importedBindings('import { from').size).toBe(0);
  });
});
