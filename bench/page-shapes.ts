// The pages the page-size benchmark compiles: realistic content grown to a given size, each
// made of whole blocks so that every size parses like a real page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type PageShape = 'docs' | 'changelog';
export const PAGE_SHAPES: readonly PageShape[] = ['docs', 'changelog'];

const FRONTMATTER = /^---\n[\s\S]*?\n---\n/;

/** The bodies of the MUI corpus fixture's pages, sorted by file: demos, code, tables, callouts, raw HTML. */
function corpusBodies(repoRoot: string): string[] {
  const dir = path.join(repoRoot, 'test', 'fixtures', 'corpus-mui', 'content');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8').replace(FRONTMATTER, ''));
}

const PACKAGES = ['`@mui/material`', '`@mui/joy`', '`@mui/system`', '`@mui/base`', 'Docs'];
const COMPONENTS = ['Autocomplete', 'Button', 'Select', 'Slider', 'Tabs', 'Tooltip', 'Dialog', 'TextField'];
const USERS = ['oliviertassinari', 'mnajdova', 'siriwatknp', 'DiegoAndai', 'michaldudak'];

/**
 * One release of a changelog in the style of MUI's: a heading, a date, a thank-you line, and
 * per package a short list of changes with a component tag, inline code, emphasis and a link.
 * Many short lists are what made pages quadratic (issue 14).
 */
function release(n: number): string {
  const lines = [`## v${Math.floor(n / 100)}.${Math.floor(n / 10) % 10}.${n % 10}`, '', `_${1 + (n % 28)} Nov 2026_`, '', `A big thanks to the ${5 + (n % 7)} contributors who made this release possible.`, ''];
  PACKAGES.forEach((pkg, p) => {
    lines.push(`### ${pkg}`, '');
    for (let i = 0; i < 1 + ((n + p) % 3); i += 1) {
      const pr = 40_000 + n * 16 + p * 3 + i;
      const component = COMPONENTS[(n + p + i) % COMPONENTS.length]!;
      lines.push(`- [${component}] Fix \`slotProps.${component.toLowerCase()}\` when *disabled* ([#${pr}](https://github.com/mui/material-ui/pull/${pr})) @${USERS[(n + p + i) % USERS.length]}`);
    }
    lines.push('');
  });
  return lines.join('\n');
}

/** Whole blocks in turn, each one that still fits in `bytes`, until `count` in a row did not. */
function fill(bytes: number, blockAt: (n: number) => string, count: number): string {
  const parts: string[] = [];
  let size = 0;
  let passedOver = 0;
  for (let n = 0; passedOver < count; n += 1) {
    const block = `${blockAt(n)}\n`;
    const blockBytes = Buffer.byteLength(block);
    if (size + blockBytes > bytes) {
      passedOver += 1;
      continue;
    }
    parts.push(block);
    size += blockBytes;
    passedOver = 0;
  }
  return parts.join('');
}

/** A page of `shape` of at most `bytes` bytes (UTF-8), made of whole corpus pages or releases. */
export function makePage(repoRoot: string, shape: PageShape, bytes: number): string {
  if (shape === 'changelog') return fill(bytes, release, 1);
  const bodies = corpusBodies(repoRoot);
  return fill(bytes, (n) => bodies[n % bodies.length]!, bodies.length);
}
