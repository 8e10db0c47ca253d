import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { runProcess, type CliResult } from './cli';
import { repoRoot, temporaryFolder } from './fixture';

const run = promisify(execFile);

/** What `npm pack` needs to run `prepack` and pack: the sources, the build scripts, the manifest. */
const PACKED_FROM = ['package.json', 'README.md', 'bin', 'cli', 'src', 'templates', 'scripts', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.types.json'];

/**
 * Packs docs-site as `npm pack` does for a publish (`prepack` compiles lib/ and the declaration
 * files), from a copy of the repository's files, so that the test never rewrites the lib/ that
 * other test files are running. The copy borrows the repository's node_modules (esbuild, tsc).
 * Returns the tarball's path.
 */
export async function packDocsSite(): Promise<string> {
  const staging = await temporaryFolder('docs-site-pack-');
  for (const entry of PACKED_FROM) await cp(path.join(repoRoot, entry), path.join(staging, entry), { recursive: true });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(staging, 'node_modules'), 'dir');
  const out = path.join(staging, 'packed');
  await mkdir(out);
  await run('npm', ['pack', '--pack-destination', out, '--loglevel=error'], { cwd: staging, env: { ...process.env, CI: 'true' } });
  const [tarball] = await readdir(out);
  if (!tarball) throw new Error('npm pack wrote no tarball');
  return path.join(out, tarball);
}

/**
 * Installs `tarball` as a dev dependency of a new folder outside the repository, as a team
 * adopting docs-site would. npm's cache (filled by the repository's own install) answers
 * first; the registry only for what it does not hold.
 */
export async function installInNewFolder(tarball: string, prefix = 'docs-site-installed-'): Promise<string> {
  const site = await temporaryFolder(prefix);
  await writeFile(path.join(site, 'package.json'), `${JSON.stringify({ name: 'adopting-team-docs', private: true, type: 'module' }, null, 2)}\n`);
  await run('npm', ['install', '--save-dev', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: site,
    env: { ...process.env, CI: 'true' },
  });
  return site;
}

/** Runs the installed `docs-site` command (`node_modules/.bin/docs-site`) in `cwd`, as `npx docs-site` would. */
export function runInstalledCli(site: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  return runProcess(path.join(site, 'node_modules', '.bin', 'docs-site'), args, { cwd: options.cwd ?? site, ...(options.env && { env: options.env }) });
}

/** The repository's TypeScript compiler, run on a project of `cwd` (the site need not install it). */
export async function typeCheck(cwd: string, project = 'tsconfig.json'): Promise<CliResult> {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    const { stdout, stderr } = await run(process.execPath, [tsc, '-p', project], { cwd });
    return { code: 0, stdout, stderr };
  } catch (caught) {
    const failed = caught as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? null, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
