import path from 'node:path';
import { build } from 'esbuild';
import { packageRoot } from '../util/package-root';

/** The browser script of the dev server, from its TypeScript source. */
export const CLIENT_SOURCE = path.join('src', 'client', 'live-reload.ts');

/**
 * Bundles the live-reload script for the browser (once per dev server, a few milliseconds),
 * the same way the templates are compiled: from docs-site's own sources.
 */
export async function bundleClientScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(packageRoot(), CLIENT_SOURCE)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}
