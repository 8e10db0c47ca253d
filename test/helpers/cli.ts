import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './fixture';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the installed command (`bin/docs-site.mjs`) as a process, as a user would. */
export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs-site.mjs'), ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NODE_ENV: 'production', CI: 'true', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
