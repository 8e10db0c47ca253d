import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createRequire } from 'node:module';
import { createBrotliDecompress } from 'node:zlib';

/**
 * The one Chromium every test, benchmark and script drives: the build that the
 * `@sparticuz/chromium` dev dependency ships inside its npm package (so `npm ci` pins it through
 * the lockfile, and a machine's own Chromium changes nothing), unpacked once into
 * `node_modules/.cache/docs-site-chromium/<version>/`.
 *
 * Unpacked into a folder of its own and renamed into place whole: two processes that unpack at
 * once each write their own copy and one rename wins, so nobody ever runs a binary that another
 * is still writing (ETXTBSY).
 */
/** The package's folder, found as Node finds it (benchmarks run bundled, from node_modules/.cache). */
const packageDir = (): string => {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'));
  while (path.basename(dir) !== 'chromium' || path.basename(path.dirname(dir)) !== '@sparticuz') {
    if (dir === path.dirname(dir)) throw new Error('@sparticuz/chromium is not installed: run npm ci');
    dir = path.dirname(dir);
  }
  return dir;
};

/**
 * The flags of an ordinary headless desktop Chromium in a sandbox without network: no first-run
 * work, no background connections (they are refused here and slow every start), no GPU. Not the
 * package's own `args`, which are made for AWS Lambda (`--single-process`, `--no-zygote`, ...):
 * with them the browser process is gone once a context closes.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

let unpacked: Promise<string> | undefined;

/** The path of the pinned Chromium's binary, unpacked first if this machine has not yet. */
export function pinnedChromium(): Promise<string> {
  unpacked ??= unpack();
  return unpacked;
}

async function unpack(): Promise<string> {
  const pkg = packageDir();
  const { version } = JSON.parse(await readFile(path.join(pkg, 'package.json'), 'utf8')) as { version: string };
  const compressed = path.join(pkg, 'bin', 'chromium.br');
  // The size of the compressed binary in the key too: a package changed in place (a patch, a
  // partial install) is unpacked again rather than trusted.
  const { size } = await stat(compressed);
  const cacheDir = path.join(pkg, '..', '..', '.cache', 'docs-site-chromium');
  const dir = path.join(cacheDir, `${version}-${size}`);
  const binary = path.join(dir, 'chromium');
  if (await isComplete(dir)) return binary;

  await mkdir(cacheDir, { recursive: true });
  const partial = await mkdtemp(path.join(cacheDir, '.partial-'));
  try {
    await pipeline(createReadStream(compressed), createBrotliDecompress({ chunkSize: 2 ** 21 }), createWriteStream(path.join(partial, 'chromium')));
    await chmod(path.join(partial, 'chromium'), 0o755);
    await writeFile(path.join(partial, 'complete'), `${version}\n`);
    await rename(partial, dir).catch(async (caught: NodeJS.ErrnoException) => {
      // Another process renamed its copy first: use that one.
      if ((caught.code === 'ENOTEMPTY' || caught.code === 'EEXIST') && (await isComplete(dir))) return;
      throw caught;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return binary;
}

async function isComplete(dir: string): Promise<boolean> {
  return stat(path.join(dir, 'complete')).then(
    () => true,
    () => false,
  );
}
