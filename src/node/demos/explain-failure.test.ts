import { describe, expect, it } from 'vitest';
import { describeImportFailure } from './explain-failure';

const notFound = (specifier: string) => Object.assign(new Error(`Cannot find package '${specifier}' imported from /site/out/demo.mjs`), { code: 'ERR_MODULE_NOT_FOUND' });

describe('describeImportFailure', () => {
  it('names a package the site does not have, with npm install as the way out', () => {
    expect(describeImportFailure(notFound('react-window'))).toEqual({
      message: 'the package react-window is not installed',
      hint: "add it to the site's dependencies (npm install react-window), or point it at a module with the config's `alias`",
    });
  });

  it("points Next.js at docs-site's stand-ins, and upstream's docs app at an alias, rather than npm", () => {
    expect(describeImportFailure(notFound('next')).hint).toContain('nextStandIns: true');
    const docsApp = describeImportFailure(notFound('docs'));
    expect(docsApp.message).toBe('the package docs is not installed');
    expect(docsApp.hint).toContain("upstream's docs app");
    expect(docsApp.hint).not.toContain('npm install');
  });
});
