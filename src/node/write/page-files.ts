import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file at a posix path inside the output folder being made (`dir`, the staging
 * folder), making its folder first unless `made` says this thread made it already: a page per
 * folder is the rule, and a recursive mkdir costs as much as writing the page. The render
 * threads write their pages with it, so that no page's HTML travels back to the build's thread.
 */
export function writeOutputFile(dir: string, relativePath: string, content: string | Uint8Array, made: Set<string> = new Set()): void {
  const target = path.join(dir, ...relativePath.split('/'));
  const folder = path.dirname(target);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  writeFileSync(target, content);
}
