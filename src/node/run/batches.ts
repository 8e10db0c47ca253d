/**
 * The pages to render, in batches for the render threads: in page order, a content file's pages
 * (the page and its fallback pages in other languages) always in one batch, so the thread that
 * renders them compiles the file's markdown once. A batch holds at least `size` pages, unless
 * it is the last; a file shown in many languages makes a bigger one.
 */
export function renderBatches(indexes: readonly number[], fileOf: (index: number) => string, size: number): number[][] {
  const groups = new Map<string, number[]>();
  for (const index of [...indexes].sort((a, b) => a - b)) {
    const file = fileOf(index);
    const group = groups.get(file);
    if (group) group.push(index);
    else groups.set(file, [index]);
  }
  const batches: number[][] = [];
  let batch: number[] = [];
  for (const group of groups.values()) {
    batch.push(...group);
    if (batch.length >= size) {
      batches.push(batch);
      batch = [];
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
