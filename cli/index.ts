import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { build } from '../src/build';
import { displayPath } from '../src/config/load';
import { packageVersion } from '../src/util/package-root';
import { startStaticServer } from '../src/serve/static-server';
import { createProgress, detectTerminal, formatBytes, formatSeconds, printDiagnostics } from './output';

/** Exit codes: 0 success, 1 the site has errors, 2 the command line is wrong. */
const EXIT_CONTENT_ERROR = 1;
const EXIT_USAGE = 2;

const terminal = detectTerminal();

async function runBuild(options: { config?: string; out?: string; links?: 'error' | 'warn' | 'off' }): Promise<number> {
  // React and MUI render several times faster in their production builds.
  process.env.NODE_ENV ??= 'production';
  const progress = createProgress(terminal, 'rendering');
  const result = await build({
    ...(options.config !== undefined && { configFile: options.config }),
    ...(options.out !== undefined && { outDir: options.out }),
    ...(options.links !== undefined && { links: options.links }),
    onProgress: ({ done, total }) => progress.update(done, total),
  });
  progress.clear();
  printDiagnostics(terminal, result.diagnostics);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.length - errors;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  if (!result.ok) {
    terminal.write(`Build failed (${counts}); the previous output was left as it was.\n`);
    return EXIT_CONTENT_ERROR;
  }
  const where = result.outDir ? displayPath(result.outDir) : '';
  terminal.write(`Built ${result.pages} pages in ${formatSeconds(result.durationMs)}, ${formatBytes(result.bytes)} in ${where} (${counts})\n`);
  return 0;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}

const program = new Command()
  .name('docs-site')
  .description('Build and preview a component-library documentation site.')
  .version(packageVersion(), '-v, --version')
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text), writeOut: (text) => process.stdout.write(text) })
  .showHelpAfterError('(run docs-site --help for usage)');

program
  .command('build')
  .description('Build the site into the output folder; the previous output is replaced only when the build succeeds.')
  .option('-c, --config <file>', 'config file', 'docs-site.config.ts')
  .option('-o, --out <dir>', 'output folder (default: the config\'s directories.out, else dist)')
  .addOption(new Option('--links <mode>', "what a broken internal link does (default: the config's checks.links, else error)").choices(['error', 'warn', 'off']))
  .action(async (options: { config?: string; out?: string; links?: 'error' | 'warn' | 'off' }) => {
    process.exitCode = await runBuild(options);
  });

program
  .command('serve')
  .description('Serve a built site for preview.')
  .argument('[dir]', 'the built site', 'dist')
  .addOption(new Option('-p, --port <port>', 'port to listen on').default(4173).argParser(parsePort))
  .option('--host <host>', 'address to bind; other hosts than loopback only when asked', '127.0.0.1')
  .action(async (dir: string, options: { port: number; host: string }) => {
    const server = await startStaticServer({ root: path.resolve(dir), port: options.port, host: options.host });
    terminal.write(`Serving ${dir} at ${server.url}\n`);
    const stop = () => {
      void server.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

try {
  await program.parseAsync(process.argv);
} catch (caught) {
  if (caught instanceof CommanderError) {
    const success = caught.code === 'commander.helpDisplayed' || caught.code === 'commander.version' || caught.code === 'commander.help';
    process.exitCode = success ? 0 : EXIT_USAGE;
  } else {
    process.stderr.write(`docs-site: internal error\n${caught instanceof Error ? (caught.stack ?? caught.message) : String(caught)}\n`);
    let cause = caught instanceof Error ? caught.cause : undefined;
    while (cause) {
      process.stderr.write(`caused by: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}\n`);
      cause = cause instanceof Error ? cause.cause : undefined;
    }
    process.exitCode = 70;
  }
}
