import path from 'node:path';
import { build } from 'esbuild';

/**
 * The local files a TypeScript module is made of: itself and every relative import esbuild
 * bundles with it (`docs-site.config.ts` importing `./routes.json`), so that editing any of
 * them reloads what depends on it. npm packages are left out; so is everything when the
 * module does not compile (the file itself is still returned, so fixing it is noticed).
 */
export async function moduleInputs(file: string): Promise<string[]> {
  const dir = path.dirname(file);
  try {
    const result = await build({
      entryPoints: [file],
      absWorkingDir: dir,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      external: ['docs-site'],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes(':'))
      .map((input) => path.resolve(dir, input));
    return [...new Set([file, ...inputs])].sort();
  } catch {
    return [file];
  }
}
