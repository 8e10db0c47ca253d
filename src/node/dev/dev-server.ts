import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_CONFIG_FILE } from '../config/load';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { openFileStore, type FileStore } from '../serve/file-store';
import type { RequestStep } from '../serve/reply';
import { startSiteServer } from '../serve/site-server';
import { contentTypeOf } from '../serve/content-types';
import { cacheControlFor, followRedirects, redirectToCanonical } from '../serve/steps';
import { watchedPaths } from '../site/changes';
import { bundleClientScript } from './client-script';
import { createCoalescer, type CoalesceTiming } from './coalesce';
import { createDevSite, type DevSite, type RenderReport, type UpdateReport } from './dev-site';
import { createLiveReload } from './live-reload';
import { CLIENT_TAG, clientTagAt, NO_RELOAD, type DevMessage, type ErrorView, type ReloadScope } from '../../shared/live-reload-messages';
import type { PageAnswer } from './render-cache';
import type { FileChange } from '../site/changes';
import { watchFiles } from './watch';

export interface DevServerOptions {
  /** Config file, relative to `cwd`. */
  configFile?: string;
  cwd?: string;
  /** Address to bind; loopback unless asked otherwise. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  allowedHosts?: readonly string[];
  /** Coalescing of rapid changes; the defaults suit file saves. */
  timing?: CoalesceTiming;
  onEvent?: (event: DevEvent) => void;
}

/** What the dev server reports as it works, for the terminal (the CLI prints) and for tests. */
export type DevEvent =
  | { type: 'ready'; url: string; pages: number; durationMs: number; diagnostics: Diagnostic[] }
  | { type: 'update'; report: UpdateReport; changes: FileChange[]; diagnostics: Diagnostic[] }
  | { type: 'render'; report: RenderReport }
  | { type: 'error'; error: unknown };

export interface DevServer {
  url: string;
  port: number;
  /** Resolves once every change seen so far has been handled. */
  idle(): Promise<void>;
  /** Stops watching, ends the live-reload streams and closes the server. */
  close(): Promise<void>;
}

const toErrorView = (d: Diagnostic): ErrorView => ({
  code: d.code,
  message: d.message,
  file: d.file ?? null,
  line: d.line ?? null,
  column: d.column ?? null,
  hint: d.hint ?? null,
});

const errorsOf = (site: DevSite) => site.diagnostics().filter((d) => d.severity === 'error').map(toErrorView);

const CLIENT_TAG_BYTES = Buffer.from(CLIENT_TAG);

/**
 * A page as served at a version of the server: its script tag says which (the live-reload
 * script compares it with the channel's hello), and so does its ETag, so that a page the
 * browser revalidates after a rebuild is sent again with the new version.
 */
const html = (page: PageAnswer, version: string) => {
  const at = page.body.lastIndexOf(CLIENT_TAG_BYTES);
  const body = at < 0 ? page.body : Buffer.concat([page.body.subarray(0, at), Buffer.from(clientTagAt(version)), page.body.subarray(at + CLIENT_TAG_BYTES.byteLength)]);
  return { type: 'bytes', status: page.status, contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', body, size: body.byteLength, tag: `${page.tag}.${version}` } as const;
};

/**
 * `docs-site dev`: the site in memory, served on 127.0.0.1, rebuilt as files change and
 * pushed to open pages over a WebSocket. Requests go through the same checks as
 * `serve` (Host, method, path); then the live-reload channel, the pages, the public files
 * from disk, the site's redirects (as `serve` applies its `_redirects`), and the 404 page.
 */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const configFile = path.resolve(cwd, options.configFile ?? DEFAULT_CONFIG_FILE);
  const emit = (event: DevEvent) => options.onEvent?.(event);
  const session = randomBytes(8).toString('hex');
  /** Rebuilds so far: with the session, the version pages are served at and updates announce. */
  let rebuilds = 0;
  const version = () => `${session}.${rebuilds}`;

  const site = createDevSite({ configFile, bodyEnd: CLIENT_TAG, onRender: (report) => emit({ type: 'render', report }) });
  const liveReload = createLiveReload({
    clientScript: await bundleClientScript(),
    hello: (): DevMessage => ({ type: 'hello', session, version: version(), errors: errorsOf(site) }),
  });

  // Tells pages about a rebuild, and about errors found outside one (a page rendered on request).
  let announcedErrors = '[]';
  let announcedVersion = version();
  const announce = (reload: ReloadScope) => {
    const errors = errorsOf(site);
    const key = JSON.stringify(errors);
    const changed = key !== announcedErrors || version() !== announcedVersion;
    announcedErrors = key;
    announcedVersion = version();
    if (changed || reload.all || reload.urls.length > 0 || reload.products.length > 0) liveReload.broadcast({ type: 'update', version: announcedVersion, reload, errors });
  };

  let publicStore: { dir: string; store: FileStore | null } | null = null;
  const storeFor = async (dir: string | null): Promise<FileStore | null> => {
    if (!dir) return null;
    // A folder that does not exist (yet) is looked for again on the next request.
    if (publicStore?.dir !== dir || publicStore.store === null) {
      publicStore = { dir, store: await openFileStore(dir).catch(() => null) };
    }
    return publicStore.store;
  };

  const pages: RequestStep = (request) => {
    const page = site.page(request.path);
    if (!page) return null;
    announce(NO_RELOAD);
    return html(page, version());
  };
  const assets: RequestStep = async (request) => {
    const bytes = site.asset(request.path) ?? (await site.llms(request.path));
    if (!bytes) return null;
    return {
      type: 'bytes',
      status: 200,
      contentType: contentTypeOf(request.path),
      cacheControl: cacheControlFor(request.path),
      body: bytes,
      size: bytes.byteLength,
      tag: null,
    };
  };
  const publicFiles: RequestStep = async (request) => {
    const store = await storeFor(site.publicDir());
    return store ? store.reply(request.path, 200, cacheControlFor(request.path)) : null;
  };
  const notFound: RequestStep = (request) => {
    const page = site.notFound(request.path);
    announce(NO_RELOAD);
    return html(page, version());
  };

  await site.load();
  announcedErrors = JSON.stringify(errorsOf(site));

  let watcher: Awaited<ReturnType<typeof watchFiles>> | null = null;
  const targets = () => {
    const current = site.watchTargets();
    return current ? watchedPaths(current) : [configFile];
  };
  const coalescer = createCoalescer<FileChange>(
    async (changes) => {
      try {
        const before = new Set(site.diagnostics().map((d) => JSON.stringify(d)));
        const report = await site.update(changes);
        await watcher?.setPaths(targets());
        await storeFor(site.publicDir());
        const diagnostics = site.diagnostics().filter((d) => !before.has(JSON.stringify(d)));
        // Changes to nothing the site reads (a folder event outside the content) are not news.
        if (report.kinds.length === 0 && diagnostics.length === 0) return;
        rebuilds += 1;
        emit({ type: 'update', report, changes, diagnostics });
        announce(report.reload);
      } catch (caught) {
        emit({ type: 'error', error: caught });
      }
    },
    options.timing,
  );
  watcher = await watchFiles(targets(), (change) => coalescer.push(change), (caught) => emit({ type: 'error', error: caught }));
  await storeFor(site.publicDir());

  const shutDown = async () => {
    liveReload.close();
    await Promise.all([watcher?.close(), coalescer.close()]);
  };
  let server;
  try {
    server = await startSiteServer({
      steps: [liveReload.step, redirectToCanonical, assets, pages, publicFiles, followRedirects(site.redirects), notFound],
      // Loopback: compressing every freshly rendered page would only add time.
      compress: false,
      ...(options.host !== undefined && { host: options.host }),
      ...(options.port !== undefined && { port: options.port }),
      ...(options.allowedHosts && { allowedHosts: options.allowedHosts }),
      onError: (caught) => emit({ type: 'error', error: caught }),
      upgrade: liveReload.upgrade,
    });
  } catch (caught) {
    // Nothing may keep the process alive when the server could not start (a taken port).
    await shutDown();
    throw caught;
  }
  emit({
    type: 'ready',
    url: server.url,
    pages: site.pageCount(),
    durationMs: performance.now() - started,
    diagnostics: site.diagnostics(),
  });

  return {
    url: server.url,
    port: server.port,
    idle: () => coalescer.idle(),
    async close() {
      await Promise.all([shutDown(), server.close()]);
    },
  };
}
