import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BuildResult } from './build';
import { checkSite } from './checks/check-site';
import { openTarget } from './config/target';
import { error, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic';
import { finishSite } from './finish/finish-site';
import { readShardManifest, SHARD_MANIFEST, type ShardManifest } from './run/shards';
import { copyShardOutputs, listShard } from './write/copy-files';
import { openStaging } from './write/staging';
import type { PageRecord } from './model/page-record';
import { shownValue } from './util/limits';

export interface MergeOptions {
  /** The shards' output folders, relative to `cwd`. */
  shards: string[];
  /** Config file, relative to `cwd`. */
  configFile?: string;
  cwd?: string;
  /** Output folder, relative to `cwd`; overrides the config's. */
  outDir?: string;
  /** What a broken internal link does; overrides the config's `checks.links`. */
  links?: 'error' | 'warn' | 'off';
}

/** Checks that the shards are every share of one build, each once; the problems otherwise. */
function checkShards(found: { dir: string; manifest: ShardManifest }[]): Diagnostic[] {
  const first = found[0]!.manifest;
  const problems: Diagnostic[] = [];
  for (const { dir, manifest } of found) {
    if (manifest.build !== first.build || manifest.shard.count !== first.shard.count) {
      problems.push(
        error({
          code: 'merge/mismatch',
          message: `${dir} is a shard of another build than ${found[0]!.dir}`,
          hint: 'build every shard from the same sources, config and docs-site version',
        }),
      );
    }
  }
  const seen = new Map<number, string>();
  for (const { dir, manifest } of found) {
    const other = seen.get(manifest.shard.index);
    if (other) problems.push(error({ code: 'merge/duplicate-shard', message: `${dir} and ${other} are both shard ${manifest.shard.index}/${manifest.shard.count}` }));
    seen.set(manifest.shard.index, dir);
  }
  const missing = Array.from({ length: first.shard.count }, (_, i) => i + 1).filter((index) => !seen.has(index));
  if (missing.length > 0) {
    problems.push(
      error({
        code: 'merge/missing-shard',
        message: `Shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${first.shard.count}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`,
        hint: 'pass the output folder of every shard',
      }),
    );
  }
  return problems;
}

/** Whether two paths are one folder: the same path, or two that lead to one (the output may be a link to a shard, or not exist yet). */
async function sameFolder(a: string, b: string): Promise<boolean> {
  if (path.resolve(a) === path.resolve(b)) return true;
  const [realA, realB] = await Promise.all([realpath(a).catch(() => null), realpath(b).catch(() => null)]);
  return realA !== null && realA === realB;
}

/**
 * The files a shard's manifest names that the shard does not hold (its pages, twins and engine
 * pages): what the merge publishes comes only from files of the shard it copied and checked.
 */
function unheldFiles(dir: string, manifest: ShardManifest, held: ReadonlySet<string>): Diagnostic[] {
  const named = [
    ...manifest.records.flatMap((record, i) => (record.path ? [[`records[${i}].path`, record.path]] : [])),
    ...manifest.records.flatMap((record, i) => (record.twin ? [[`records[${i}].twin.path`, record.twin.path]] : [])),
    ...manifest.enginePages.map((page, i) => [`enginePages[${i}].path`, page.path]),
  ];
  const missing = named.find(([, file]) => !held.has(file!));
  if (!missing) return [];
  return [
    error({
      code: 'merge/invalid-shard',
      message: `${dir}: its ${SHARD_MANIFEST} names ${shownValue(missing[1])} (${missing[0]}), which the shard does not hold; nothing of it was merged`,
      hint: 'build the shard again with `docs-site build --shard i/n`',
    }),
  ];
}

/** Total size of the files under `dir`. */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, entry));
    if (info.isFile()) total += info.size;
  }
  return total;
}

/**
 * Joins the shards of a build (`docs-site build --shard i/n`) into the output folder and runs
 * the site-wide steps once over all of their pages: sitemap, redirects and headers, service
 * worker, link check. The result is byte for byte what one build of the whole site writes. As
 * with a build, the previous output is replaced only when there is no error.
 */
export async function merge(options: MergeOptions): Promise<BuildResult> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const finish = (ok: boolean, diagnostics: Diagnostic[], outDir: string | null, pages = 0, bytes = 0): BuildResult => ({
    ok,
    diagnostics: sortDiagnostics(diagnostics),
    outDir,
    pages,
    rendered: 0,
    demos: { total: 0, compiled: 0, bundles: 0 },
    images: { total: 0, made: 0 },
    bytes,
    durationMs: performance.now() - started,
  });

  const target = await openTarget(options, cwd);
  if (!target.config) return finish(false, target.diagnostics, target.outDir);
  const { config, outDir } = target;

  const dirs = options.shards.map((dir) => path.resolve(cwd, dir));
  if (dirs.length === 0) return finish(false, [error({ code: 'merge/no-shards', message: 'No shard folders to merge' })], outDir);
  const shown = (dir: string) => path.relative(cwd, dir) || '.';
  const found: { dir: string; absolute: string; manifest: ShardManifest }[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const dir of dirs) {
    if (await sameFolder(dir, outDir)) {
      diagnostics.push(error({ code: 'merge/out-is-shard', message: `The output folder ${shown(outDir)} is one of the shards (${shown(dir)})`, hint: 'merge into a folder of its own' }));
      continue;
    }
    // A shard is a folder of its own: a link could lead anywhere on the merging machine.
    if ((await lstat(dir).catch(() => null))?.isSymbolicLink()) {
      diagnostics.push(error({ code: 'merge/unsafe-file', message: `${shown(dir)} is a symbolic link: a shard is merged only from the folder itself`, hint: 'pass the shard\'s own folder' }));
      continue;
    }
    const read = await readShardManifest(dir);
    if ('manifest' in read) found.push({ dir: shown(dir), absolute: dir, manifest: read.manifest });
    else if ('problem' in read) {
      diagnostics.push(error({ code: 'merge/invalid-shard', message: `${shown(dir)}: its ${SHARD_MANIFEST} is not one docs-site wrote (${read.problem}); nothing of it was merged`, hint: 'build the shard again with `docs-site build --shard i/n`' }));
    } else diagnostics.push(error({ code: 'merge/not-a-shard', message: `${shown(dir)} is not the output of \`docs-site build --shard\``, hint: `it has no readable ${SHARD_MANIFEST}` }));
  }
  if (found.length > 0) diagnostics.push(...checkShards(found));
  if (hasErrors(diagnostics)) {
    // What else is wrong with the shards that could be read, said at the same time.
    for (const { dir, absolute } of found) diagnostics.push(...(await listShard(absolute, dir)).diagnostics);
    return finish(false, diagnostics, outDir);
  }

  const records: PageRecord[] = found.flatMap(({ manifest }) => manifest.records).sort((a, b) => a.index - b.index);
  const first = found[0]!.manifest;
  if (records.length !== first.pages || records.some((record, i) => record.index !== i)) {
    return finish(false, [error({ code: 'merge/incomplete', message: `The shards hold ${records.length} of the site's ${first.pages} pages` })], outDir);
  }
  // Everything a single build would report: what it found before rendering, then each page's.
  diagnostics.push(...first.siteDiagnostics);
  for (const record of records) diagnostics.push(...record.diagnostics);

  const staging = await openStaging(outDir);
  if ('diagnostic' in staging) return finish(false, [...diagnostics, staging.diagnostic], outDir);
  try {
    const copied = await copyShardOutputs(staging, found.map(({ dir }) => ({ dir: path.resolve(cwd, dir), shown: dir })));
    diagnostics.push(...copied.diagnostics, ...found.flatMap(({ dir, manifest }, i) => unheldFiles(dir, manifest, copied.held[i]!)));
    if (hasErrors(diagnostics)) {
      await staging.discard();
      return finish(false, diagnostics, outDir);
    }
    const finished = await finishSite({ config, output: staging, records, enginePages: first.enginePages, publicFiles: new Set(first.publicFiles) });
    diagnostics.push(...checkSite({ config, records, files: finished.files, links: options.links ?? config.checks.links }));
    await finished.writeWorker();
    if (hasErrors(diagnostics)) {
      await staging.discard();
      return finish(false, diagnostics, outDir);
    }
    const bytes = await folderBytes(staging.dir);
    await staging.commit();
    return finish(true, diagnostics, outDir, records.filter((r) => r.path).length, bytes);
  } catch (caught) {
    await staging.discard();
    throw caught;
  }
}
