type SandboxModule = typeof import('./sandbox/open-sandbox');

/**
 * The "Open in StackBlitz" and "Open in CodeSandbox" buttons of demo toolbars. The code that
 * sends a project, and the demo's project, are fetched when the reader reaches for a button
 * (pointer or focus), so that a click sends at once; a page that is only read loads neither.
 */
export function setupDemoSandbox(doc: Document): void {
  let loading: Promise<SandboxModule> | null = null;
  const load = () => {
    loading ??= import('./sandbox/open-sandbox');
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const on = (type: string, use: (sandbox: SandboxModule, button: HTMLElement) => unknown) =>
    doc.addEventListener(type, (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-demo-sandbox]') : null;
      if (button) load().then((sandbox) => use(sandbox, button)).catch(reportError);
    });
  on('pointerover', (sandbox, button) => sandbox.fetchProject(button));
  on('focusin', (sandbox, button) => sandbox.fetchProject(button));
  on('click', (sandbox, button) => sandbox.openSandbox(doc, button));
}
