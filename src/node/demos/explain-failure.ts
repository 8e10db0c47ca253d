import type { DemoFailure } from '../model/demo-failure';
import { importedFile } from '../util/interop-url';

/** The package name of a bare specifier: `@mui/material/Button` -> `@mui/material`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The package a module of `node_modules` belongs to, as a demo names it (demos import packages by
 * the file they resolve to, through an interop module: see src/node/util/site-modules.ts).
 */
function installedModuleName(module: string): string {
  // A demo imports a package through an interop module that stands for the package's file.
  const inPackages = importedFile(module).split(/[\\/]node_modules[\\/]/);
  return inPackages.length > 1 ? packageName(inPackages.at(-1)!.replace(/\\/g, '/')) : module;
}

/**
 * What to do about a package a demo imports and the site does not have, when it is not to
 * install it: Next.js, which docs components import for its link and router (docs-site has
 * stand-ins), and upstream's docs app (`docs/src/...`), which is the site's own code.
 */
export function specialPackageHint(name: string): string | null {
  if (name === 'next') return "set `nextStandIns: true` in the config (docs-site's next/link, next/router and next/head), or npm install next in the site's folder";
  if (name === 'docs') return "docs/... names a module of upstream's docs app: point it at the site's copy with the config's `alias` (`'docs/src': './docs-src'`)";
  return null;
}

/**
 * A failure of `import()` of a compiled demo, explained: the package that is not installed,
 * the entry point a package does not export, the name a module does not export; anything else
 * (an error thrown while the module is evaluated) as it is.
 */
export function describeImportFailure(caught: unknown): Pick<DemoFailure, 'message' | 'hint'> {
  const error = caught as { code?: string; message?: string };
  const message = String(error?.message ?? caught).split('\n')[0]!;
  if (error?.code === 'ERR_MODULE_NOT_FOUND') {
    const missing = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1];
    if (missing && !missing.startsWith('/') && !missing.startsWith('.')) {
      const name = packageName(missing);
      return {
        message: `the package ${name} is not installed`,
        hint: specialPackageHint(name) ?? `add it to the site's dependencies (npm install ${name}), or point it at a module with the config's \`alias\``,
      };
    }
    return { message, hint: null };
  }
  if (error?.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
    const subpath = /Package subpath '([^']+)'/.exec(message)?.[1];
    const pkg = /in (\S*node_modules[\\/](@[^\\/]+[\\/])?[^\\/]+)[\\/]package\.json/.exec(message)?.[1]?.split(/node_modules[\\/]/).pop()?.replace(/\\/g, '/');
    return {
      message: subpath && pkg ? `${pkg} has no entry point ${subpath.replace(/^\.\//, `${pkg}/`)}` : message,
      hint: 'the installed version of the package no longer has it: import what replaced it, or install the version the demo was written for',
    };
  }
  const missingExport = /The requested module '([^']+)' does not provide an export named '([^']+)'/.exec(message);
  if (missingExport) {
    return {
      message: `${installedModuleName(missingExport[1]!)} has no export named ${missingExport[2]}`,
      hint: 'the installed version of the package does not export it: import what replaced it, or install the version the demo was written for',
    };
  }
  return { message, hint: null };
}
