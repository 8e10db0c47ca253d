import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './fixture';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end, collecting what it prints (in production mode and as CI, as the tests run docs-site). */
export function runProcess(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, NODE_ENV: 'production', CI: 'true', ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs the installed command (`bin/docs-site.mjs`) as a process, as a user would. */
export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  return runProcess(process.execPath, [path.join(repoRoot, 'bin', 'docs-site.mjs'), ...args], { cwd: options.cwd ?? repoRoot, ...(options.env && { env: options.env }) });
}

export interface RunningCli {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output, or rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Waits for a started command to exit, or rejects with its output after `timeoutMs`. The
 * default is generous on purpose: it tells a process that stops from one that hangs, on a
 * machine under any load; how fast it stops is for `npm run bench`, not for a test.
 */
export function waitForExit(cli: RunningCli, timeoutMs = 30_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      cli.child.kill('SIGKILL');
      reject(new Error(`the process did not exit within ${timeoutMs} ms:\n${cli.output()}`));
    }, timeoutMs);
  });
  return Promise.race([cli.exited, timedOut]).finally(() => clearTimeout(timer));
}

/** Starts a long-running command (`serve`, `dev`) as a process; the caller stops it. */
export function startCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; command?: string } = {}): RunningCli {
  // `command`: another docs-site than the repository's (an installed copy's node_modules/.bin/docs-site).
  const [file, leading] = options.command ? [options.command, []] : [process.execPath, [path.join(repoRoot, 'bin', 'docs-site.mjs')]];
  const child = spawn(file, [...leading, ...args], {
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, CI: 'true', ...options.env },
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (!match) return;
          cleanup();
          resolve(match);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${pattern} in:\n${output}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then(() => {
          if (listeners.has(check)) {
            cleanup();
            reject(new Error(`process exited before ${pattern} appeared:\n${output}`));
          }
        });
        check();
      });
    },
  };
}
