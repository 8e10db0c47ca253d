import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { loadConfig } from './load';
import type { ResolvedConfig } from '../model/config';

/**
 * The output folder must not hold the site's own sources: the commit at the end of a build
 * removes from it every file the site does not make.
 */
function checkOutDir(outDir: string, config: ResolvedConfig): Diagnostic | null {
  const inside = (parent: string, child: string) => {
    const relative = path.relative(parent, child);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  const guarded = [config.root, config.directories.content, config.directories.templates, config.directories.public, config.configFile];
  if (guarded.some((dir) => inside(outDir, dir))) {
    return error({
      code: 'config/unsafe-out-dir',
      message: `The output folder ${outDir} contains the site's sources; a build removes from it every file the site does not make`,
      hint: 'choose an output folder of its own, such as dist',
    });
  }
  return null;
}

/**
 * The config a command runs with and the output folder it writes (`outDir` overrides the
 * config's), or the problems that stop it before it starts.
 */
export async function openTarget(
  options: { configFile?: string; outDir?: string },
  cwd: string,
): Promise<{ config: ResolvedConfig; outDir: string; diagnostics: Diagnostic[] } | { config: null; outDir: string | null; diagnostics: Diagnostic[] }> {
  const loaded = await loadConfig(options.configFile, cwd);
  if (!loaded.config) return { config: null, outDir: null, diagnostics: loaded.diagnostics };
  const outDir = options.outDir ? path.resolve(cwd, options.outDir) : loaded.config.directories.out;
  const unsafe = checkOutDir(outDir, loaded.config);
  if (unsafe) return { config: null, outDir, diagnostics: [unsafe] };
  // What reading it found that does not stop it (warnings), for the command to report.
  return { config: loaded.config, outDir, diagnostics: loaded.diagnostics };
}
