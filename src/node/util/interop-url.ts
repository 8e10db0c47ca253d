import { fileURLToPath } from 'node:url';

/**
 * How a compiled module of the site imports an installed package: a `data:` URL of a module that
 * re-exports the package's file (`interopModule` in site-modules.ts makes them).
 */
export const INTEROP_PREFIX = 'data:text/javascript,';

/** The file an interop module stands for, or the specifier as it is. */
export function importedFile(specifier: string): string {
  if (!specifier.startsWith(INTEROP_PREFIX)) return specifier;
  const target = /from "(file:[^"]+)"/.exec(decodeURIComponent(specifier.slice(INTEROP_PREFIX.length)))?.[1];
  return target ? fileURLToPath(target) : specifier;
}
