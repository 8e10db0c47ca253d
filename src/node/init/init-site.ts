import { lstat, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { STARTER_SCRIPTS, starterFiles, type InitAnswers } from './starter-site';

export interface InitResult {
  /** The files written (posix paths relative to the folder), or none when something is in the way. */
  written: string[];
  /** True when an existing package.json got the starter's scripts instead of being written. */
  extendedPackageJson: boolean;
  diagnostics: Diagnostic[];
}

type Manifest = { scripts?: Record<string, string>; dependencies?: Record<string, string>; devDependencies?: Record<string, string> } & Record<string, unknown>;

const kindOf = async (file: string): Promise<'missing' | 'directory' | 'other'> => {
  try {
    return (await lstat(file)).isDirectory() ? 'directory' : 'other';
  } catch (caught) {
    // ENOTDIR: a file stands where a folder of the path goes (reported as such by the caller).
    if ((caught as NodeJS.ErrnoException).code === 'ENOENT' || (caught as NodeJS.ErrnoException).code === 'ENOTDIR') return 'missing';
    throw caught;
  }
};

/**
 * What an existing package.json (as `npm install --save-dev docs-site` leaves in a new folder)
 * becomes with the starter's scripts: null with the reason when one of them is already there
 * with another command, so that nothing a team wrote is replaced.
 */
function extendManifest(text: string, version: string): { manifest: Manifest } | { problem: string } {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    return { problem: 'package.json (not valid JSON)' };
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return { problem: 'package.json (not an object)' };
  const scripts = { ...(manifest.scripts ?? {}) };
  const taken = Object.entries(STARTER_SCRIPTS).filter(([name, command]) => scripts[name] !== undefined && scripts[name] !== command);
  if (taken.length) return { problem: `package.json (its ${taken.map(([name]) => `"${name}"`).join(', ')} script${taken.length === 1 ? '' : 's'})` };
  const installed = manifest.devDependencies?.['docs-site'] ?? manifest.dependencies?.['docs-site'];
  return {
    manifest: {
      ...manifest,
      scripts: { ...scripts, ...STARTER_SCRIPTS },
      ...(installed === undefined && { devDependencies: { ...manifest.devDependencies, 'docs-site': `^${version}` } }),
    },
  };
}

/**
 * Writes the starter site into `dir` (created when missing). It never replaces a file: when any
 * of the starter's files exists (or a file stands where it needs a folder), it writes nothing
 * and lists them all. An existing package.json is the one file it adds to: the scripts `dev`,
 * `build` and `preview`, when it has none of those names for another command.
 */
export async function initSite(dir: string, answers: InitAnswers, version: string): Promise<InitResult> {
  const files = starterFiles(answers, version);
  const inTheWay: string[] = [];
  let manifest: Manifest | null = null;
  const manifestFile = path.join(dir, 'package.json');
  if ((await kindOf(manifestFile)) === 'other') {
    const extended = extendManifest(await readFile(manifestFile, 'utf8'), version);
    if ('problem' in extended) inTheWay.push(extended.problem);
    else manifest = extended.manifest;
  }
  const checkedFolders = new Set<string>();
  for (const file of Object.keys(files)) {
    if (file === 'package.json' && (manifest || inTheWay.length)) continue;
    const segments = file.split('/');
    for (let depth = 1; depth < segments.length; depth++) {
      const folder = segments.slice(0, depth).join('/');
      if (checkedFolders.has(folder)) continue;
      checkedFolders.add(folder);
      if ((await kindOf(path.join(dir, folder))) === 'other') inTheWay.push(`${folder} (a file where a folder goes)`);
    }
    if ((await kindOf(path.join(dir, file))) !== 'missing') inTheWay.push(file);
  }
  if (inTheWay.length) {
    return {
      written: [],
      extendedPackageJson: false,
      diagnostics: [
        error({
          code: 'init/exists',
          message: `Nothing was written: the starter site would replace what is already in ${dir}:\n${inTheWay.map((file) => `- ${file}`).join('\n')}`,
          hint: 'run `docs-site init <dir>` with a new or empty folder, or move these files away first.',
        }),
      ],
    };
  }
  const written: string[] = [];
  for (const [file, content] of Object.entries(files)) {
    if (file === 'package.json' && manifest) continue;
    const target = path.join(dir, ...file.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    // `wx`: a file that appeared since the check is not replaced either.
    await writeFile(target, content, { flag: 'wx' });
    written.push(file);
  }
  if (manifest) await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { written, extendedPackageJson: manifest !== null, diagnostics: [] };
}
