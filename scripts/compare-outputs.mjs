// Compares two output folders of docs-site builds, for a change that should write the same site:
//   node scripts/compare-outputs.mjs <before> <after>
// Prints the files that differ byte for byte, then those that still differ once the names
// esbuild gives the browser bundle's files are normalised (and the service worker's list of them): esbuild hashes the source paths into
// them (`main-QDROCA2R.js`), so moving a browser source renames every chunk without changing
// what it holds. With `--identifiers`, short identifiers are normalised too (the minifier's
// choice of names depends on the text it reads). With `--list`, every file that still differs,
// one per line (else the first 20). Exits 1 when any file differs once normalised.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const args = process.argv.slice(2);
const identifiers = args.includes('--identifiers');
const list = args.includes('--list');
const [before, after] = args.filter((arg) => !arg.startsWith('--'));
if (!before || !after) {
  console.error('usage: node scripts/compare-outputs.mjs <before> <after> [--identifiers]');
  process.exit(2);
}

const ASSET_NAME = /(chunk|main|island-runtime|pre-paint|demo-[A-Za-z0-9_-]+?)-[A-Z0-9]{8}\.(js|css)/g;
const REVISION = /revision:"[0-9a-f]{32}"|"revision":"[0-9a-f]{32}"/g;

const normaliseName = (file) => file.replace(ASSET_NAME, '$1-HASH.$2');

const normalise = (file, text) => {
  let out = text.replace(ASSET_NAME, '$1-HASH.$2').replace(REVISION, 'revision:"R"');
  if (file === 'sw.js') {
    // The service worker's build id is a hash of the files it lists, sorted by name: both follow
    // the names.
    out = out.replace(/build [0-9a-f]{16}/g, 'build ID').replace(/\[(\{url:[^\]]*)\]/g, (_all, list) => `[${list.split('},{').sort().join('},{')}]`);
  }
  if (identifiers) out = out.replace(/(?<![A-Za-z0-9_$])[A-Za-z_$][A-Za-z0-9_$]{0,2}(?![A-Za-z0-9_$])/g, 'I');
  return out;
};

async function tree(root) {
  const files = new Map();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    files.set(file, await readFile(path.join(root, file)));
  }
  return files;
}

const hash = (value) => createHash('sha256').update(value).digest('hex');
const [a, b] = await Promise.all([tree(before), tree(after)]);
const raw = [...new Set([...a.keys(), ...b.keys()])].filter((file) => !a.has(file) || !b.has(file) || !a.get(file).equals(b.get(file)));
console.log(`${a.size} files against ${b.size}; ${raw.length} differ byte for byte`);

// Once normalised, files are compared as a multiset of (normalised name, normalised content).
const normalised = (files) => {
  const counts = new Map();
  for (const [file, bytes] of files) {
    const key = `${normaliseName(file)}\0${hash(normalise(file, bytes.toString('latin1')))}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};
const [na, nb] = [normalised(a), normalised(b)];
const differ = [...new Set([...na.keys(), ...nb.keys()])].filter((key) => na.get(key) !== nb.get(key)).map((key) => key.split('\0')[0]);
const names = [...new Set(differ)].sort();
console.log(`${names.length} differ with asset names${identifiers ? ' and short identifiers' : ''} normalised${names.length && !list ? `: ${names.slice(0, 20).join(', ')}` : ''}`);
if (list) for (const name of names) console.log(name);
process.exitCode = names.length ? 1 : 0;
