// The command reference (content/docs-infra/commands.md), from the commander program the
// `docs-site` command runs (cli/program.ts): each command, its arguments and its options, with
// their defaults and choices, and the exit codes. `--help` and this page say the same.
import type { Command, Option } from 'commander';
import { EXIT_CONTENT_ERROR, EXIT_INTERNAL, EXIT_USAGE, program } from '../../cli/program';
import { cell, code, type GeneratedPage } from './page';

/** Where the manual explains each command at length. */
const GUIDES: Readonly<Record<string, string>> = {
  build: '/docs-infra/output',
  merge: '/docs-infra/output',
  serve: '/docs-infra/serving',
  dev: '/docs-infra/serving',
  init: '/docs-infra/adopting',
  api: '/docs-infra/api-pages',
};

export interface CommandEntry {
  name: string;
  synopsis: string;
  description: string;
  arguments: { name: string; description: string; default: unknown }[];
  options: { flags: string; description: string; default: unknown; choices: readonly string[] | null }[];
}

const argumentLabel = (arg: { name(): string; required: boolean; variadic: boolean }) => {
  const inner = `${arg.name()}${arg.variadic ? '...' : ''}`;
  return arg.required ? `<${inner}>` : `[${inner}]`;
};

/** `output folder (default: the config's directories.out, else dist)`: the description and the default it states. */
const statedDefault = (description: string) => /^(.*?)\s*\(default: ([^)]*)\)$/.exec(description);

function optionEntry(option: Option): CommandEntry['options'][number] {
  const stated = statedDefault(option.description);
  return {
    flags: option.flags,
    description: stated ? stated[1]! : option.description,
    // `--no-cache` defaults to caching: commander stores that as the default `true`.
    default: option.negate ? undefined : (option.defaultValue ?? (stated ? { stated: stated[2]! } : undefined)),
    choices: option.argChoices ?? null,
  };
}

/** The program's commands, in the order `docs-site --help` lists them. */
export function commandEntries(from: Command = program): CommandEntry[] {
  return from.commands.map((command) => ({
    name: command.name(),
    synopsis: ['docs-site', command.name(), ...command.registeredArguments.map(argumentLabel), ...(command.options.length > 0 ? ['[options]'] : [])].join(' '),
    description: command.description(),
    arguments: command.registeredArguments.map((arg) => ({
      name: argumentLabel(arg),
      description: arg.description,
      default: arg.defaultValue,
    })),
    options: command.options.map(optionEntry),
  }));
}

const shown = (value: unknown): string => {
  if (value === undefined) return '';
  if (typeof value === 'object' && value !== null && 'stated' in value) return cell(String(value.stated));
  return code(Array.isArray(value) ? JSON.stringify(value) : String(value));
};

function section(entry: CommandEntry): string {
  const rows: string[] = [];
  for (const arg of entry.arguments) rows.push(`| ${code(arg.name)} | ${cell(arg.description)} | ${shown(arg.default)} |`);
  for (const option of entry.options) {
    const choices = option.choices ? `: ${option.choices.map((choice) => code(choice)).join(', ')}` : '';
    rows.push(`| ${code(option.flags)} | ${cell(option.description)}${choices} | ${shown(option.default)} |`);
  }
  const table = rows.length > 0 ? ['| argument or option | what it does | default |', '| --- | --- | --- |', ...rows].join('\n') : '';
  const guide = GUIDES[entry.name];
  return [
    `## ${entry.name}`,
    `${entry.description}${guide ? ` More in [the guide](${guide}).` : ''}`,
    `\`\`\`bash\n${entry.synopsis}\n\`\`\``,
    table,
    `\`docs-site ${entry.name} --help\` prints the same.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function commandReference(): GeneratedPage {
  const entries = commandEntries();
  const body = [
    '`docs-site` is the command an installed docs-site gives (`npx docs-site`, or `docs-site` in a',
    "`package.json` script); in its repository, `node bin/docs-site.mjs` runs it once `npm run compile`",
    'has compiled it. `docs-site --help` lists the commands, `docs-site --version` prints the version.',
    '',
    '| command | what it does |',
    '| --- | --- |',
    ...entries.map((entry) => `| [${code(entry.name)}](#${entry.name}) | ${cell(entry.description)} |`),
    '',
    ...entries.map(section).flatMap((text) => [text, '']),
    '## Exit codes',
    '',
    '| code | means |',
    '| --- | --- |',
    '| `0` | Done: the site was built, merged or extracted (warnings may have been printed), or a server stopped. |',
    `| \`${EXIT_CONTENT_ERROR}\` | The site has errors (every one printed, with its file and line); the previous output was left as it was. A server could not listen. |`,
    `| \`${EXIT_USAGE}\` | The command line is wrong: an unknown command or option, or a value out of range. |`,
    `| \`${EXIT_INTERNAL}\` | A bug of docs-site: nothing a site contains should cause it. Please report it with the printed stack. |`,
  ].join('\n');
  return {
    file: 'commands.md',
    title: 'Commands',
    description: 'Every command of docs-site, its arguments and options, and its exit codes.',
    source: 'cli/program.ts',
    body,
  };
}
