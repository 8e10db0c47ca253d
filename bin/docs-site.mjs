#!/usr/bin/env node
// The installed command. The CLI itself is TypeScript compiled into lib/ by `npm run compile`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const compiled = new URL('../lib/cli.mjs', import.meta.url);
if (!existsSync(fileURLToPath(compiled))) {
  process.stderr.write('docs-site: lib/cli.mjs is missing; run `npm run compile` first.\n');
  process.exit(2);
}
await import(compiled.href);
