import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ANSWERS, initSite, packageVersion, type InitAnswers } from '../src/node/index';
import { askInitAnswers } from './init-prompt';
import { printDiagnostics, type Terminal } from './output';

export interface InitCommandOptions {
  yes?: boolean;
  title?: string;
  product?: string;
}

/** A path as a shell word: quoted when it holds anything but plain characters. */
const shellWord = (text: string) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/**
 * The three commands that take the new site to a page in the browser: into its folder, its
 * packages installed (unless docs-site already is, as after `npm install --save-dev docs-site`),
 * then the dev server, a build and its preview.
 */
export function nextCommands(dir: string, cwd: string): string[] {
  const target = path.resolve(cwd, dir);
  const commands: string[] = [];
  if (target !== cwd) commands.push(`cd ${shellWord(dir)}`);
  if (!existsSync(path.join(target, 'node_modules', 'docs-site', 'package.json'))) commands.push('npm install');
  commands.push('npm run dev', 'npm run build', 'npm run preview');
  return commands.slice(0, 3);
}

/** `docs-site init [dir]`: asks on a terminal (not in CI, not with --yes), writes the starter, prints what comes next. */
export async function runInit(dir: string, options: InitCommandOptions, terminal: Terminal): Promise<number> {
  const given: Partial<InitAnswers> = {
    ...(options.title !== undefined && { title: options.title }),
    ...(options.product !== undefined && { productName: options.product }),
  };
  const ask = terminal.interactive && Boolean(process.stdin.isTTY) && !options.yes;
  const answers = ask ? await askInitAnswers(process.stdin, process.stdout, given) : { ...DEFAULT_ANSWERS, ...given };
  const target = path.resolve(dir);
  const result = await initSite(target, answers, packageVersion());
  if (result.diagnostics.length) {
    printDiagnostics(terminal, result.diagnostics);
    return 1;
  }
  const shown = target === process.cwd() ? 'this folder' : dir;
  const lines = [
    `Wrote "${answers.title}" (product ${answers.productName}) into ${shown}: ${result.written.join(', ')}${result.extendedPackageJson ? '; added the scripts dev, build and preview to package.json' : ''}.`,
    '',
    'Next:',
    ...nextCommands(dir, process.cwd()).map((command) => `  ${command}`),
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return 0;
}
