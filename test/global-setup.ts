import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tests that run the CLI as a process need lib/ to match the sources. */
export default function setup(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(process.execPath, ['scripts/compile.mjs'], { cwd: root, stdio: 'inherit' });
}
