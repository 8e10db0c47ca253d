import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { setFlagsFromString } from 'node:v8';
import {
  build,
  checkServeRoot,
  displayPath,
  error,
  extractApi,
  isLoopbackAddress,
  merge,
  packageVersion,
  parseShard,
  startDevServer,
  startSideThreadEarly,
  startStaticServer,
  type BuildResult,
  type DevEvent,
  type ShardSpec,
} from '../src/node/index';
import { allDiagnosticsWriter, createProgress, createStepReporter, describeInternalError, detectTerminal, formatBytes, formatSeconds, printDiagnostics } from './output';
import type { InitCommandOptions } from './init';

// Each command imports what it runs when it runs: `build` does not load the API extractor
// (react-docgen and Babel, a third of a second of CPU), the dev server or the preview server.

/**
 * Exit codes: 0 success, 1 the site has errors, 2 the command line is wrong, 70 (EX_SOFTWARE) a
 * bug of docs-site itself: nothing a site contains should ever cause it.
 */
export const EXIT_CONTENT_ERROR = 1;
export const EXIT_USAGE = 2;
export const EXIT_INTERNAL = 70;

const terminal = detectTerminal();

interface BuildCommandOptions {
  config?: string;
  out?: string;
  links?: 'error' | 'warn' | 'off';
  demos?: 'error' | 'warn';
  workers?: number;
  cache: boolean;
  shard?: ShardSpec;
}

/** Prints a build's (or a merge's) diagnostics and summary; returns the exit code. */
function report(result: BuildResult, verb: string): number {
  printDiagnostics(terminal, result.diagnostics, allDiagnosticsWriter(process.cwd()));
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.length - errors;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  if (!result.ok) {
    terminal.write(`${verb} failed (${counts}); the previous output was left as it was.\n`);
    return EXIT_CONTENT_ERROR;
  }
  const where = result.outDir ? displayPath(result.outDir) : '';
  const reused = result.pages - result.rendered;
  const { total, compiled } = result.demos;
  const demos = compiled < total ? `; ${compiled} of ${total} demos compiled` : '';
  const images = result.images.made < result.images.total ? `; ${result.images.made} of ${result.images.total} share cards drawn` : '';
  const rendered = verb === 'Build' && (reused > 0 || demos || images) ? ` (${result.rendered} rendered, ${reused} from the cache${demos}${images})` : '';
  terminal.write(`${verb === 'Build' ? 'Built' : 'Merged'} ${result.pages} pages${rendered} in ${formatSeconds(result.durationMs)}, ${formatBytes(result.bytes)} in ${where} (${counts})\n`);
  return 0;
}

async function runBuild(options: BuildCommandOptions): Promise<number> {
  // React and MUI render several times faster in their production builds.
  process.env.NODE_ENV ??= 'production';
  // Each heap may grow to twice what survived its last full collection, rather than up to
  // four times, as V8 allows a heap that collects fast. The render threads' larger young
  // generation (render-pool.ts) promotes less, but their old generations still held 100 to
  // 125 MB for 40 to 45 MB alive: at 1000 pages, peak memory was 650 to 680 MB with the larger
  // young generation alone, 510 to 530 MB with this too. Set before the threads start, for the
  // whole process: this is the command, not the library, and a build is all it runs.
  setFlagsFromString('--heap-growing-percent=100');
  // V8 has a function optimised (by TurboFan, on a helper thread) once it has run a budget of
  // bytecode, 66 KB by default. A build runs most of its code for a few hundred pages or fewer,
  // and on two cores those compilations took CPU from the threads that compile and render,
  // for code that would not run much longer. With eight times the budget, only code that runs
  // long is optimised: cold builds took about a tenth less time and a sixth less CPU at 100
  // pages, and less of both at 1000 (see the commit). Set before the build is imported.
  setFlagsFromString(`--interrupt-budget=${8 * 66 * 1024}`);
  const progress = createProgress(terminal, 'rendering');
  const steps = createStepReporter(terminal);
  // A small site's build compiles its markdown in a side thread: it loads while this thread
  // imports the build (see early-side-thread.ts). With --workers, the build starts none.
  if (options.workers === undefined) startSideThreadEarly();
  const result = await build({
    ...(options.config !== undefined && { configFile: options.config }),
    ...(options.out !== undefined && { outDir: options.out }),
    ...(options.links !== undefined && { links: options.links }),
    ...(options.demos !== undefined && { demos: options.demos }),
    ...(options.workers !== undefined && { workers: options.workers }),
    ...(options.shard !== undefined && { shard: options.shard }),
    cache: options.cache,
    onProgress: ({ done, total }) => progress.update(done, total),
    onStep: (step) => steps.report(step),
  });
  steps.stop();
  progress.clear();
  return report(result, 'Build');
}

function parseWorkers(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 64) throw new InvalidArgumentError('expected a number of threads from 0 to 64.');
  return Number(value);
}

function parseShardOption(value: string): ShardSpec {
  const shard = parseShard(value);
  if (!shard) throw new InvalidArgumentError('expected <i>/<n>, such as 1/4, with 1 <= i <= n.');
  return shard;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}

/** The `docs-site` command: `cli/index.ts` runs it; the manual's command reference is made from it. */
export const program = new Command()
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
  .addOption(new Option('--demos <mode>', "what a demo that fails to compile, import or render does (default: the config's checks.demos, else error)").choices(['error', 'warn']))
  .addOption(new Option('--workers <n>', 'threads rendering pages; 0 renders in the main thread (default: one per core for big sites)').argParser(parseWorkers))
  .option('--no-cache', "render every page, neither reading nor writing the cache (the config's directories.cache)")
  .addOption(new Option('--shard <i/n>', 'build the i-th of n shares of the pages, for `docs-site merge`').argParser(parseShardOption))
  .action(async (options: BuildCommandOptions) => {
    process.exitCode = await runBuild(options);
  });

program
  .command('merge')
  .description('Join the outputs of `docs-site build --shard i/n` into one site, running the site-wide steps once.')
  .argument('<shards...>', 'the output folders of every shard')
  .option('-c, --config <file>', 'config file', 'docs-site.config.ts')
  .option('-o, --out <dir>', 'output folder (default: the config\'s directories.out, else dist)')
  .addOption(new Option('--links <mode>', "what a broken internal link does (default: the config's checks.links, else error)").choices(['error', 'warn', 'off']))
  .action(async (shards: string[], options: { config?: string; out?: string; links?: 'error' | 'warn' | 'off' }) => {
    const result = await merge({
      shards,
      ...(options.config !== undefined && { configFile: options.config }),
      ...(options.out !== undefined && { outDir: options.out }),
      ...(options.links !== undefined && { links: options.links }),
    });
    process.exitCode = report(result, 'Merge');
  });

program
  .command('api')
  .description("Extract components' API metadata (props, slots, classes, demos) from their sources into the JSON that API pages are generated from.")
  .argument('<entries...>', "the files that define the components: TypeScript sources, or a package's JavaScript build with its propTypes")
  .option('-o, --out <dir>', 'folder for the API JSON files, one <kebab-name>.json per component', 'api')
  .option('-d, --descriptions <dir>', 'folder for their descriptions files', 'api-descriptions')
  .option('--host <url>', 'the docs\' production origin: links to it (demos, inheritance) become site paths')
  .action(async (entries: string[], options: { out: string; descriptions: string; host?: string }) => {
    const result = await extractApi({ entries, cwd: process.cwd(), out: options.out, descriptions: options.descriptions, host: options.host?.replace(/\/+$/, '') ?? null });
    printDiagnostics(terminal, result.diagnostics);
    if (!result.ok) {
      terminal.write(`Extraction failed; nothing was written.\n`);
      process.exitCode = EXIT_CONTENT_ERROR;
      return;
    }
    terminal.write(`Extracted ${result.components} component${result.components === 1 ? '' : 's'} in ${formatSeconds(result.durationMs)} into ${options.out} and ${options.descriptions}\n`);
  });

/** Collects a repeatable option's values. */
const collect = (value: string, previous: string[]) => [...previous, value];

/**
 * Stops a server on SIGINT or SIGTERM: it gets a moment to finish what it is doing, and the
 * process exits within 2 s whatever happens. A second signal exits at once.
 */
function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    const deadline = setTimeout(() => process.exit(0), 1800);
    deadline.unref();
    void close()
      .catch(() => undefined)
      .then(() => {
        terminal.write(`Stopped (${signal}).\n`);
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Explains a failure to listen in the user's terms; null for other errors. */
function listenProblem(caught: unknown, host: string, port: number): string | null {
  const code = (caught as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${port} on ${host} is in use; pass --port <port> to choose another.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `Cannot listen on ${host}: no such address on this machine.`;
  if (code === 'EACCES') return `Not allowed to listen on port ${port}; choose a port above 1023.`;
  return null;
}

/**
 * Starts a server. A failure to listen is told in the user's terms, with exit code 1, and
 * gives null; any other failure is thrown.
 */
async function listen<Server>(start: () => Promise<Server>, { host, port }: { host: string; port: number }): Promise<Server | null> {
  try {
    return await start();
  } catch (caught) {
    const message = listenProblem(caught, host, port);
    if (!message) throw caught;
    printDiagnostics(terminal, [error({ code: 'serve/listen', message })]);
    process.exitCode = EXIT_CONTENT_ERROR;
    return null;
  }
}

function warnIfExposed(host: string): void {
  if (!isLoopbackAddress(host)) terminal.write(`Listening on ${host}: other machines that can reach it can read the site.\n`);
}

/** The options both servers take: where they listen, and the host names they answer besides loopback's. */
interface ServerCommandOptions {
  port: number;
  host: string;
  allowHost: string[];
}

function withServerOptions(command: Command, port: number): Command {
  return command
    .addOption(new Option('-p, --port <port>', 'port to listen on').default(port).argParser(parsePort))
    .option('--host <host>', 'address to bind; other hosts than loopback only when asked', '127.0.0.1')
    .option('--allow-host <name>', 'also answer requests for this host name (repeatable)', collect, []);
}

withServerOptions(
  program
    .command('serve')
    .description('Serve a built site for preview (127.0.0.1 only, unless --host says otherwise).')
    .argument('[dir]', 'the built site', 'dist'),
  4173,
).action(async (dir: string, options: ServerCommandOptions) => {
  const root = path.resolve(dir);
  const problem = await checkServeRoot(root, displayPath(root));
  if (problem) {
    printDiagnostics(terminal, [problem]);
    process.exitCode = EXIT_CONTENT_ERROR;
    return;
  }
  const server = await listen(() => startStaticServer({ root, port: options.port, host: options.host, allowedHosts: options.allowHost }), options);
  if (!server) return;
  warnIfExposed(options.host);
  terminal.write(`Serving ${displayPath(root)} at ${server.url} (Ctrl+C to stop)\n`);
  stopOnSignals(() => server.close());
});

/** One line per rebuild: what changed, what was re-rendered, how long it took. */
function describeUpdate(event: Extract<DevEvent, { type: 'update' }>): string {
  const { report } = event;
  const files = [...new Set(event.changes.map((c) => displayPath(c.path)))];
  const shownFiles = files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
  const rendered = report.rendered.length ? `rendered ${report.rendered.join(', ')}` : 'nothing to render';
  const invalidated = report.invalidated === 'all' ? 'every page' : `${report.invalidated} page${report.invalidated === 1 ? '' : 's'}`;
  return `${shownFiles}: ${rendered}, ${invalidated} out of date (${Math.round(report.durationMs)} ms)`;
}

withServerOptions(
  program
    .command('dev')
    .description('Serve the site from memory on 127.0.0.1, rebuilding and reloading open pages as files change.')
    .option('-c, --config <file>', 'config file', 'docs-site.config.ts'),
  3000,
).action(async (options: ServerCommandOptions & { config: string }) => {
  // NODE_ENV is 'production' unless the environment says otherwise (bin/docs-site.mjs sets it
  // before React loads): pages render as fast as in a build and match what it writes.
  const onEvent = (event: DevEvent) => {
    if (event.type === 'ready') {
      printDiagnostics(terminal, event.diagnostics);
      terminal.write(`Dev server at ${event.url}: ${event.pages} pages, ready in ${formatSeconds(event.durationMs)} (Ctrl+C to stop)\n`);
    } else if (event.type === 'update') {
      printDiagnostics(terminal, event.diagnostics);
      terminal.write(`${describeUpdate(event)}\n`);
    } else if (event.type === 'error') {
      terminal.write(`(the dev server keeps running)\n${describeInternalError(event.error)}`);
    }
  };
  const server = await listen(
    () => startDevServer({ configFile: options.config, port: options.port, host: options.host, allowedHosts: options.allowHost, onEvent }),
    options,
  );
  if (!server) return;
  warnIfExposed(options.host);
  stopOnSignals(() => server.close());
});

program
  .command('init')
  .description('Write a small working site (config, a product with two pages and a demo, package.json scripts) into a new or empty folder.')
  .argument('[dir]', 'the folder to write it into', '.')
  .option('-y, --yes', 'take the defaults instead of asking (as in CI or when not on a terminal)')
  .option('--title <title>', "the site's title")
  .option('--product <name>', 'the name of its first product')
  .action(async (dir: string, options: InitCommandOptions) => {
    const { runInit } = await import('./init');
    process.exitCode = await runInit(dir, options, terminal);
  });
