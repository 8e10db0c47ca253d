import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order test files start in: the longest first, so that the two workers finish together
 * instead of one running a long file alone at the end. A file's duration is its last one in
 * vitest's cache; a fresh clone has no cache (vitest would then start the largest files first,
 * and a small file can run long), so there the durations of a whole run on this repository's
 * reference machine decide: `test/durations.json`, written by `npm run test:durations`. Files
 * known to neither run last, largest first.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const reference = referenceDurations(root);
    const duration = (file: TestSpecification): number => {
      const relative = path.relative(root, file.moduleId);
      return this.ctx.cache.getFileTestResults(`${file.project.name}:${relative}`)?.duration ?? reference[relative.split(path.sep).join('/')] ?? -1;
    };
    const bySize = await super.sort(files);
    const place = new Map(bySize.map((file, index) => [file, index]));
    return [...files].sort((a, b) => duration(b) - duration(a) || place.get(a)! - place.get(b)!);
  }
}

function referenceDurations(root: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(path.join(root, 'test', 'durations.json'), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}
