import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { needsResolveHook } from './shared-packages';
import { packageRoot } from './package-root';

const site = mkdtempSync(path.join(os.tmpdir(), 'docs-site-hook-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  const full = path.join(site, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
};

/** An interop module as site-modules.ts writes it around a package's file. */
const interop = (file: string) => {
  const url = pathToFileURL(file).href;
  return `data:text/javascript,${encodeURIComponent(`import * as module from "${url}";\nexport * from "${url}";\nexport default module.default;\n`)}`;
};

/** A compiled module of the site's (a demo), in docs-site's cache, importing these. */
let count = 0;
const compiled = (...specifiers: string[]) =>
  write(`node_modules/.cache/docs-site/demos-v1/modules/demo-${(count += 1)}.mjs`, specifiers.map((s, i) => `import * as m${i} from "${s}";\n`).join('') + 'export default function Demo() {}\n');

write('node_modules/cjs-package/package.json', JSON.stringify({ name: 'cjs-package', main: 'index.js' }));
const cjs = write('node_modules/cjs-package/index.js', "module.exports = require('react');\n");
write('node_modules/esm-package/package.json', JSON.stringify({ name: 'esm-package', type: 'module' }));
const esm = write('node_modules/esm-package/index.js', "export * from 'react';\n");
const mjs = write('node_modules/cjs-package/esm/index.mjs', "export * from 'react';\n");

describe('whether a thread needs the ES module resolve hook for a compiled module', () => {
  it('does not for CommonJS packages, nor for docs-site\'s own, nor for builtins and other bare packages', () => {
    const own = path.join(packageRoot(), 'node_modules', 'react', 'index.js');
    expect(needsResolveHook(compiled(interop(cjs), interop(own), 'node:path', 'styled-components'))).toBe(false);
  });

  it('does for an ES module of a package, by its package type or its extension', () => {
    expect(needsResolveHook(compiled(interop(cjs), interop(esm)))).toBe(true);
    expect(needsResolveHook(compiled(interop(mjs)))).toBe(true);
  });

  it('does for a bare import of React or Emotion, and for another compiled module that needs it', () => {
    expect(needsResolveHook(compiled('react'))).toBe(true);
    expect(needsResolveHook(compiled('@emotion/react'))).toBe(true);
    const needing = compiled(interop(esm));
    expect(needsResolveHook(compiled(pathToFileURL(needing).href))).toBe(true);
  });

  it('does, to be safe, for a file it cannot read', () => {
    expect(needsResolveHook(path.join(site, 'missing.mjs'))).toBe(true);
  });
});
