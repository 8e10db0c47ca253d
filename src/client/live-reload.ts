// The script `docs-site dev` adds to every page: it listens to the server's live-reload
// channel, reloads the page when what it shows has changed, and draws an overlay listing
// build errors (file, line, message) until they are fixed. Browser code: bundled by
// esbuild when the dev server starts, never part of a build.
import { EVENTS_PATH, VERSION_ATTRIBUTE, type DevMessage, type ErrorView, type ReloadScope } from '../shared/live-reload-messages';

const OVERLAY_TAG = 'docs-site-error-overlay';

/**
 * Everything the page needs lives in this closure: the script keeps no state at module level.
 */
function startLiveReload(): void {
  let session: string | null = null;
  /** The server's version this page is up to date with: the one it was served at, then each update it heard of (and did not need to reload for). */
  let version: string | null = document.currentScript?.getAttribute(VERSION_ATTRIBUTE) ?? null;
  let socket: WebSocket | null = null;
  let reloading = false;
  let shown: string | null = null;
  let dismissed: string | null = null;

  /** A path as the server names routes: decoded, no trailing slash (`/fr/` and `/fr` are one page). */
  function normalise(pathname: string): string {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // Keep it encoded; it will simply not match.
    }
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  }

  function isAffected(scope: ReloadScope): boolean {
    const here = normalise(location.pathname);
    if (scope.all || scope.urls.some((url) => normalise(url) === here)) return true;
    const product = document.querySelector('meta[name="mui:productId"]')?.getAttribute('content');
    return product != null && scope.products.includes(product);
  }

  function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
    const node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  const STYLE = `
  :host { all: initial; position: fixed; inset: 0; z-index: 2147483647; display: block; }
  .backdrop { position: absolute; inset: 0; background: rgba(16, 20, 24, 0.72); overflow: auto;
    font: 14px/1.5 Menlo, Consolas, "Droid Sans Mono", monospace; }
  .panel { box-sizing: border-box; max-width: 960px; margin: 48px auto; padding: 20px 24px; background: #1C2025;
    color: #F3F6F9; border-top: 4px solid #EB0014; border-radius: 12px; box-shadow: 0 16px 48px rgba(0, 0, 0, 0.5); }
  .head { display: flex; align-items: center; gap: 16px; margin-bottom: 12px; }
  .title { flex: 1; margin: 0; font: 700 18px/1.4 "IBM Plex Sans", system-ui, sans-serif; color: #FF99A2; }
  .close { cursor: pointer; border: 1px solid #434D5B; background: transparent; color: #DAE2ED; border-radius: 8px;
    padding: 4px 10px; font: 600 13px "IBM Plex Sans", system-ui, sans-serif; }
  .close:hover, .close:focus-visible { border-color: #66B2FF; color: #fff; outline: none; }
  ol { list-style: none; margin: 0; padding: 0; }
  li { padding: 12px 0; border-top: 1px solid #303740; }
  .where { color: #66B2FF; font-weight: 700; word-break: break-all; }
  .code { color: #9DA8B7; margin-left: 8px; }
  .message { margin: 6px 0 0; white-space: pre-wrap; word-break: break-word; color: #fff; }
  .hint { margin: 4px 0 0; color: #B0B8C4; }
  .foot { margin: 12px 0 0; color: #9DA8B7; font: 13px "IBM Plex Sans", system-ui, sans-serif; }
  `;

  function location_(error: ErrorView): string {
    if (!error.file) return '(site)';
    if (error.line === null) return error.file;
    return `${error.file}:${error.line}:${error.column ?? 1}`;
  }

  function removeOverlay(): void {
    document.querySelector(OVERLAY_TAG)?.remove();
    shown = null;
  }

  function showOverlay(errors: ErrorView[], key: string): void {
    removeOverlay();
    const host = document.createElement(OVERLAY_TAG);
    const root = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = STYLE;
    const backdrop = element('div', 'backdrop');
    const panel = element('div', 'panel');
    panel.setAttribute('role', 'alertdialog');
    panel.setAttribute('aria-labelledby', 'docs-site-overlay-title');
    const head = element('div', 'head');
    const title = element('h2', 'title', errors.length === 1 ? 'Build error' : `${errors.length} build errors`);
    title.id = 'docs-site-overlay-title';
    const close = element('button', 'close', 'Close');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close the error overlay');
    const dismiss = () => {
      dismissed = key;
      removeOverlay();
    };
    close.addEventListener('click', dismiss);
    head.append(title, close);
    const list = element('ol', 'errors');
    for (const error of errors) {
      const item = document.createElement('li');
      const where = element('span', 'where', location_(error));
      const code = element('span', 'code', error.code);
      const message = element('p', 'message', error.message);
      item.append(where, code, message);
      if (error.hint) item.append(element('p', 'hint', `hint: ${error.hint}`));
      list.append(item);
    }
    const foot = element('p', 'foot', 'Fix the file and save: this page updates by itself. Esc closes this overlay.');
    panel.append(head, list, foot);
    backdrop.append(panel);
    root.append(style, backdrop);
    document.body.append(host);
    shown = key;
    close.focus({ preventScroll: true });
  }

  function showErrors(errors: ErrorView[]): void {
    const key = JSON.stringify(errors);
    if (errors.length === 0) {
      removeOverlay();
      dismissed = null;
      return;
    }
    if (key === shown || key === dismissed) return;
    showOverlay(errors, key);
  }

  function handle(message: DevMessage): void {
    if (message.type === 'hello') {
      // A new session is a restarted server: whatever this page shows may be out of date.
      if (session !== null && session !== message.session) {
        reload();
        return;
      }
      // Rebuilt since this page was served, or since the channel dropped: an update went out
      // while this page could not hear it, and may have been about this page.
      if (version !== null && version !== message.version) {
        reload();
        return;
      }
      session = message.session;
      version = message.version;
      // Says (to people debugging, and to tests) that this page is listening.
      document.documentElement.setAttribute('data-docs-site-dev', 'connected');
      showErrors(message.errors);
      return;
    }
    // Reload what changed, even while other pages have errors: the reloaded page asks for
    // the errors again and shows them over the new content.
    if (isAffected(message.reload)) {
      reload();
      return;
    }
    version = message.version;
    const hadOverlay = shown !== null;
    showErrors(message.errors);
    // This page was shown under an overlay (perhaps an older copy kept while its source was
    // broken): now that everything is fixed, load the current one.
    if (hadOverlay && message.errors.length === 0) reload();
  }

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && shown !== null) {
      dismissed = shown;
      removeOverlay();
    }
  });

  /** Reloads the page, closing the channel first so the old page does not linger on it. */
  function reload(): void {
    reloading = true;
    socket?.close();
    location.reload();
  }

  /** Connects to the server, and again whenever the connection drops (a restart): quickly at first, then every 2 s. */
  function connect(attempt = 0): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}${EVENTS_PATH}`);
    socket.addEventListener('open', () => {
      attempt = 0;
    });
    socket.addEventListener('message', (event: MessageEvent<string>) => {
      try {
        handle(JSON.parse(event.data) as DevMessage);
      } catch {
        // A message this script does not understand (an older page, a newer server) is ignored.
      }
    });
    socket.addEventListener('close', () => {
      if (!reloading) setTimeout(() => connect(attempt + 1), Math.min(2000, 100 * 2 ** attempt));
    });
  }

  connect();
}

startLiveReload();
