type SandboxModule = typeof import('./sandbox/open-sandbox');

/**
 * The "Open in StackBlitz" and "Open in CodeSandbox" buttons of demo toolbars. The code that
 * sends a project, and the demo's project, are fetched when the reader reaches for a button
 * (pointer or focus), so that a click sends at once, in the click's own task: browsers let a
 * page open a tab only while it handles the reader's click. A page that is only read loads
 * neither.
 */
export function setupDemoSandbox(doc: Document): void {
  let loaded: SandboxModule | null = null;
  let loading: Promise<SandboxModule> | null = null;
  const load = () => {
    loading ??= import('./sandbox/open-sandbox').then((sandbox) => (loaded = sandbox));
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const on = (type: string, use: (sandbox: SandboxModule, button: HTMLElement) => unknown) =>
    doc.addEventListener(type, (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-demo-sandbox]') : null;
      if (!button) return;
      const run = (sandbox: SandboxModule) => use(sandbox, button);
      Promise.resolve(loaded ? run(loaded) : load().then(run)).catch(reportError);
    });
  on('pointerover', (sandbox, button) => sandbox.fetchProject(button));
  on('focusin', (sandbox, button) => sandbox.fetchProject(button));
  on('click', (sandbox, button) => sandbox.openSandbox(doc, button));
}
