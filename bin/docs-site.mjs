#!/usr/bin/env node
// The installed command. The CLI itself is TypeScript compiled into lib/ by `npm run compile`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const compiled = new URL('../lib/cli.mjs', import.meta.url);
if (!existsSync(fileURLToPath(compiled))) {
  process.stderr.write('docs-site: lib/cli.mjs is missing; run `npm run compile` first.\n');
  process.exit(2);
}
// React and MUI render two to four times faster in their production builds. React picks its
// build when it is first imported, which the compiled CLI does at load: set here, before that
// (setting it in a command's action is too late).
process.env.NODE_ENV ??= 'production';
await import(compiled.href);
