// Load on `docs-site serve`: 100 connections for 10 s from autocannon, on loopback only.
//
//   npm run bench:serve                       # both sites, 100 connections, 10 s
//   npm run bench:serve -- --site corpus --connections 100 --duration 10
//
// The server runs as its own process (the real CLI), so the load tool and the server do not
// share one event loop. Every page of the site is requested in turn, with
// `Accept-Encoding: br` as browsers send it. Results go to stdout and bench/results/.
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build } from '../src/node/build';
import { packageRoot } from '../src/node/util/package-root';
import { makeCorpusSite } from './corpus-site';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'both' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    pages: { type: 'string', default: '1000' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const root = packageRoot();

process.env.NODE_ENV ??= 'production';

/** Every page URL of a built site, from its `index.html` files. */
async function pageUrls(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })).map((f) => f.split(path.sep).join('/'));
  return files
    .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
    .map((f) => `/${f.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1'))
    .sort();
}

/** Sends SIGTERM and resolves once the process has exited, with the time that took. */
async function startServe(dir: string): Promise<{ url: string; stop(): Promise<number> }> {
  const child = spawn(process.execPath, [path.join(root, 'bin', 'docs-site.mjs'), 'serve', dir, '--port', '0'], {
    env: { ...process.env, CI: 'true' },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => reject(new Error(`serve exited:\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        const sent = performance.now();
        child.on('exit', () => resolve(performance.now() - sent));
        child.kill('SIGTERM');
      }),
  };
}

interface LoadResult {
  site: string;
  pages: number;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  throughputMBps: number;
  /** From SIGTERM, with a keep-alive connection open, to the process's exit. */
  stopMs: number;
}

async function measure(site: string, siteRoot: string, options: { configFile?: string }): Promise<LoadResult> {
  const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'docs-site-bench-serve-')), 'dist');
  try {
    const built = await build({ cwd: siteRoot, outDir, ...(options.configFile && { configFile: options.configFile }) });
    if (!built.ok) throw new Error(`build of ${site} failed: ${built.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message).join('; ')}`);
    const urls = await pageUrls(outDir);
    const server = await startServe(outDir);
    let stopMs: number | null = null;
    try {
      // One warm-up pass over every page (one connection walks the whole list), so that the
      // measurement is of a server whose caches hold the site, as after its first visitors.
      await autocannon({ url: server.url, connections: 1, amount: urls.length, requests: urls.map((p) => ({ method: 'GET', path: p })), headers: { 'accept-encoding': 'br' } });
      const result = await autocannon({
        url: server.url,
        connections,
        duration,
        requests: urls.map((p) => ({ method: 'GET', path: p })),
        headers: { 'accept-encoding': 'br' },
      });
      // Stopped with a reader's keep-alive connection still open: it must not wait for it.
      const agent = new http.Agent({ keepAlive: true });
      await new Promise<void>((resolve, reject) => {
        http.get(`${server.url}/`, { agent }, (response) => response.resume().on('end', resolve)).on('error', reject);
      });
      stopMs = await server.stop();
      agent.destroy();
      return {
        site,
        pages: urls.length,
        connections,
        durationS: duration,
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.average),
        latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        throughputMBps: Number((result.throughput.average / 1024 / 1024).toFixed(1)),
        stopMs: Math.round(stopMs),
      };
    } finally {
      if (stopMs === null) await server.stop();
    }
  } finally {
    await rm(path.dirname(outDir), { recursive: true, force: true });
  }
}

execFileSync(process.execPath, [path.join(root, 'scripts', 'compile.mjs')], { cwd: root, stdio: 'inherit' });
const results: LoadResult[] = [];
if (values.site === 'both' || values.site === 'bundled') results.push(await measure('bundled', root, {}));
if (values.site === 'both' || values.site === 'corpus') {
  const corpus = await mkdtemp(path.join(os.tmpdir(), 'docs-site-bench-corpus-'));
  try {
    await makeCorpusSite(corpus, Number(values.pages));
    results.push(await measure(`corpus-${values.pages}`, corpus, {}));
  } finally {
    await rm(corpus, { recursive: true, force: true });
  }
}

const machine = `${os.cpus().length} cores, Node ${process.version}`;
for (const r of results) {
  process.stdout.write(
    `${r.site} (${r.pages} pages): ${r.requestsPerSecond} req/s over ${r.durationS} s with ${r.connections} connections; ` +
      `latency p50 ${r.latencyMs.p50} ms, p90 ${r.latencyMs.p90} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms; ` +
      `${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx; ${r.throughputMBps} MB/s; ` +
      `SIGTERM with a connection open -> exited in ${r.stopMs} ms (the manual promises under 2 s) (${machine})\n`,
  );
}
const resultsDir = path.join(root, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, 'serve-load.json'), `${JSON.stringify({ machine, results }, null, 2)}\n`);
