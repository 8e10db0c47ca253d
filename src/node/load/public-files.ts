import path from 'node:path';
import type { ResolvedConfig } from '../config/types';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { walkSiteFolder } from '../util/site-files';

/**
 * The files of the public folder, copied to the output as they are: posix paths inside it,
 * sorted, read by the rules of `walkSiteFolder`, with a warning for each entry left out.
 */
export async function readPublicFiles(config: ResolvedConfig): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  const dir = config.directories.public;
  return walkSiteFolder(dir, path.relative(config.root, dir).split(path.sep).join('/') || '.', config.root);
}
