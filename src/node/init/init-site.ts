import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, lstat, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatKeyPath, userConfigSchema } from '../config/schema';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { MAX_DATA_FILE_BYTES, MAX_INIT_ANSWER_LENGTH, shownValue } from '../util/limits';
import { fileSystemProblem, makeFolder } from '../util/make-folder';
import { STARTER_SCRIPTS, starterConfig, starterFiles, type InitAnswers } from './starter-site';

export interface InitResult {
  /** The files written (posix paths relative to the folder), or none when something is in the way. */
  written: string[];
  /** True when an existing package.json got the starter's scripts instead of being written. */
  extendedPackageJson: boolean;
  diagnostics: Diagnostic[];
}

type Manifest = { scripts?: Record<string, string>; dependencies?: Record<string, string>; devDependencies?: Record<string, string> } & Record<string, unknown>;

const refused = (...diagnostics: Diagnostic[]): InitResult => ({ written: [], extendedPackageJson: false, diagnostics });

/** A file-system error as a diagnostic about `file`; anything else is a bug, thrown on. */
const fileProblem = (caught: unknown, file: string, message: (reason: string) => string, hint?: string): Diagnostic => {
  const reason = fileSystemProblem(caught);
  if (reason === null) throw caught;
  return error({ code: 'init/cannot-write', message: message(reason), file, ...(hint && { hint }) });
};

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
 * The answers checked as the config they go into would be (`docs-site.config.ts` must load),
 * and by init's own rules: a title and a name that say something, on one line (they become
 * the home page's heading), of bounded length.
 */
export function checkAnswers(answers: InitAnswers): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const fields = [
    { value: answers.title, what: 'The title', option: '--title' },
    { value: answers.productName, what: 'The product name', option: '--product' },
  ];
  for (const { value, what, option } of fields) {
    const problem =
      value.trim() === ''
        ? 'is empty'
        : value.length > MAX_INIT_ANSWER_LENGTH
          ? `is ${value.length} characters long; at most ${MAX_INIT_ANSWER_LENGTH}`
          : /\p{Cc}/u.test(value)
            ? 'holds a line break or another control character'
            : null;
    if (problem) {
      diagnostics.push(error({ code: 'init/invalid-answer', message: `${what} ${problem}: ${shownValue(value)}`, hint: `give another with ${option}, or answer the question with one` }));
    }
  }
  if (diagnostics.length) return diagnostics;
  // What the config file will hold must pass the config's own validation.
  const parsed = userConfigSchema.safeParse(starterConfig(answers));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      diagnostics.push(error({ code: 'init/invalid-answer', message: `The config init would write is not valid: ${formatKeyPath(issue.path)}: ${issue.message}`, hint: 'give another --title or --product' }));
    }
  }
  return diagnostics;
}

/**
 * Whether `dir` can hold the starter: a folder (or a link to one), or nothing yet. A file, a
 * link that leads nowhere or a path that cannot be looked at is a diagnostic naming it.
 */
async function checkTargetFolder(dir: string): Promise<{ exists: boolean } | { diagnostic: Diagnostic }> {
  const notAFolder = (what: string) =>
    ({ diagnostic: error({ code: 'init/not-a-folder', message: `${dir} ${what}, not a folder: init writes a site into a folder`, file: dir, hint: 'run `docs-site init <dir>` with a new or empty folder' }) }) as const;
  let info;
  try {
    info = await lstat(dir);
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code === 'ENOENT') return { exists: false };
    return { diagnostic: fileProblem(caught, dir, (reason) => `${dir} cannot be looked at: ${reason}`, 'run `docs-site init <dir>` with a new or empty folder') };
  }
  if (info.isDirectory()) return { exists: true };
  if (!info.isSymbolicLink()) return notAFolder(info.isFile() ? 'is a file' : 'is a special file (a FIFO, socket or device)');
  try {
    return (await stat(dir)).isDirectory() ? { exists: true } : notAFolder('is a symbolic link to a file');
  } catch {
    return notAFolder('is a symbolic link that leads nowhere');
  }
}

/**
 * An existing package.json, read without following a link and without blocking (a FIFO would
 * wait forever for a writer): init rewrites this file, so it must be the folder's own regular
 * file. Null when there is none.
 */
async function readManifest(file: string): Promise<{ text: string; mode: number } | { diagnostic: Diagnostic } | null> {
  const refuse = (what: string, hint: string) =>
    ({ diagnostic: error({ code: 'init/package-json', message: `${file} ${what}: init adds its scripts only to a package.json that is a file of the folder`, file, hint }) }) as const;
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (caught) {
    const code = (caught as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    if (code === 'ELOOP') return refuse('is a symbolic link', 'replace the link with a copy of the file, or run init in another folder');
    return { diagnostic: fileProblem(caught, file, (reason) => `${file} cannot be read: ${reason}`) };
  }
  try {
    const info = await handle.stat();
    // A folder named package.json is in the way, as any other (listed with the others below).
    if (info.isDirectory()) return null;
    if (!info.isFile()) return refuse('is not a regular file (a FIFO, socket or device)', 'remove it, or run init in another folder');
    if (info.size > MAX_DATA_FILE_BYTES) return refuse(`is larger than ${MAX_DATA_FILE_BYTES / 1024 / 1024} MB`, 'run init in another folder');
    return { text: await handle.readFile('utf8'), mode: info.mode & 0o7777 };
  } finally {
    await handle.close();
  }
}

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
 * Replaces `file` through a temporary file renamed over it, with the mode it had: a link put in
 * its place since it was read is replaced, not followed.
 */
async function replaceFile(file: string, content: string, mode: number): Promise<void> {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, content, { flag: 'wx' });
    await chmod(temporary, mode);
    await rename(temporary, file);
  } catch (caught) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw caught;
  }
}

/**
 * Writes the starter site into `dir` (created when missing). It never replaces a file: when any
 * of the starter's files exists (or a file stands where it needs a folder), it writes nothing
 * and lists them all. An existing package.json is the one file it adds to: the scripts `dev`,
 * `build` and `preview`, when it has none of those names for another command. Answers that
 * would make a config that does not load, a `dir` that is not a folder, and a package.json that
 * is a link or a special file are diagnostics, and nothing is written.
 */
export async function initSite(dir: string, answers: InitAnswers, version: string): Promise<InitResult> {
  const invalid = checkAnswers(answers);
  if (invalid.length) return refused(...invalid);
  const target = await checkTargetFolder(dir);
  if ('diagnostic' in target) return refused(target.diagnostic);
  const files = starterFiles(answers, version);
  const inTheWay: string[] = [];
  let manifest: { manifest: Manifest; mode: number } | null = null;
  const manifestFile = path.join(dir, 'package.json');
  if (target.exists) {
    const existing = await readManifest(manifestFile);
    if (existing && 'diagnostic' in existing) return refused(existing.diagnostic);
    if (existing) {
      const extended = extendManifest(existing.text, version);
      if ('problem' in extended) inTheWay.push(extended.problem);
      else manifest = { manifest: extended.manifest, mode: existing.mode };
    }
    const checkedFolders = new Set<string>();
    try {
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
    } catch (caught) {
      return refused(fileProblem(caught, dir, (reason) => `What is in ${dir} cannot be looked at: ${reason}`));
    }
  }
  if (inTheWay.length) {
    return refused(
      error({
        code: 'init/exists',
        message: `Nothing was written: the starter site would replace what is already in ${dir}:\n${inTheWay.map((file) => `- ${file}`).join('\n')}`,
        hint: 'run `docs-site init <dir>` with a new or empty folder, or move these files away first.',
      }),
    );
  }
  const written: string[] = [];
  // What is being done, for the message when it fails.
  let step = { file: dir, doing: 'make the folder' };
  try {
    await makeFolder(dir);
    for (const [file, content] of Object.entries(files)) {
      if (file === 'package.json' && manifest) continue;
      const absolute = path.join(dir, ...file.split('/'));
      step = { file: path.dirname(absolute), doing: 'make the folder' };
      await makeFolder(step.file);
      step = { file: absolute, doing: 'write' };
      // `wx`: a file that appeared since the check is not replaced either.
      await writeFile(absolute, content, { flag: 'wx' });
      written.push(file);
    }
    step = { file: manifestFile, doing: 'write' };
    if (manifest) await replaceFile(manifestFile, `${JSON.stringify(manifest.manifest, null, 2)}\n`, manifest.mode);
  } catch (caught) {
    const before = written.length ? `; written before: ${written.join(', ')}` : '';
    const failed = (caught as NodeJS.ErrnoException).path ?? step.file;
    return {
      written,
      extendedPackageJson: false,
      diagnostics: [fileProblem(caught, failed, (reason) => `Could not ${step.doing} ${failed}: ${reason}${before}`, 'run `docs-site init <dir>` with a folder you can write to')],
    };
  }
  return { written, extendedPackageJson: manifest !== null, diagnostics: [] };
}
