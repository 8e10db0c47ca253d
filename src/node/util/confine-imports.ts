import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isWithin } from './site-files';

/** What a relative import that leaves the site is told: its error says so (`demos/unsafe-file`). */
export const LEAVES_SITE = "leads outside the site's folder: it was not read";

const RELATIVE = /^\.\.?(?:\/|$)/;
/** A path of an installed package, absolute or relative to the site (`node_modules/...` at its root). */
const IN_NODE_MODULES = /(?:^|[\\/])node_modules[\\/]/;
/** The files esbuild tries for an import written without its extension, in its order. */
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.css', '.json', '.mjs', '.cjs'];

/** The real path of `file`, or null when there is nothing there. */
function realOrNull(file: string): string | null {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
}

/**
 * Where a relative import of a file of the site may lead, for the bundles of demos (and of the
 * components the config embeds): to a file inside the site's folder, by the rules of the site's
 * files. An import that climbs out of the folder (`../../../../etc/x`), or that goes through a
 * folder or file that is a link leading out, is an error of the importing file, and the file it
 * names is never read. Packages (bare imports) and the config's `alias` are the config's
 * choice and are not confined; neither are the imports of files outside the site (docs-site's
 * own, an alias's target), which the config brought in.
 */
export function confineImportsPlugin(root: string): Plugin {
  return {
    name: 'docs-site-confine-imports',
    setup(build) {
      const realRoot = realOrNull(root) ?? path.resolve(root);
      build.onResolve({ filter: RELATIVE }, (args) => {
        // esbuild names files by their real paths.
        if (!args.importer || !isWithin(realRoot, args.importer) || IN_NODE_MODULES.test(path.relative(realRoot, args.importer))) return undefined;
        const target = path.resolve(args.resolveDir, args.path);
        const refused = { errors: [{ text: `${args.path} ${LEAVES_SITE}` }] };
        if (!isWithin(realRoot, target)) return refused;
        // The file itself, or a folder's index, as esbuild will look for it: each that is there
        // (has a real path) must really be inside (a link, or a folder that is a link, may lead out).
        for (const candidate of [...EXTENSIONS.map((extension) => target + extension), ...EXTENSIONS.slice(1).map((extension) => path.join(target, `index${extension}`))]) {
          const real = realOrNull(candidate);
          if (real !== null && !isWithin(realRoot, real)) return refused;
        }
        return undefined;
      });
    },
  };
}
