/** How long a copy button says "Copied" (SPEC 4), and a demo's copy indicator shows. */
export const COPIED_FOR_MS = 2000;
export const DEMO_COPIED_FOR_MS = 1200;

/**
 * Writes `text` to the clipboard: the Clipboard API where the page may use it (a secure
 * origin), else the old way, through a hidden selected textarea.
 */
async function writeClipboard(doc: Document, text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const focused = doc.activeElement as HTMLElement | null;
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;opacity:0';
    doc.body.append(area);
    area.select();
    let copied = false;
    try {
      copied = doc.execCommand('copy');
    } catch {
      // Nothing more to try.
    }
    area.remove();
    focused?.focus();
    return copied;
  }
}

/** The source a demo shows: TS when the reader reads TS and the demo has it, else JS. */
function demoSource(doc: Document, demo: Element): string | undefined {
  const variant = doc.documentElement.getAttribute('data-code-variant') === 'js' || !demo.hasAttribute('data-has-ts') ? 'js' : 'ts';
  // Its whole source, not the preview snippet shown while the code is closed.
  return demo.querySelector(`[data-code-block][data-variant="${variant}"]:not([data-demo-preview] *) pre`)?.textContent ?? undefined;
}

/**
 * Copy buttons: on every code block (`[data-copy-code]`, copying its `<pre>`) and in demo
 * toolbars (`[data-copy-demo]`, copying the source the reader sees; `[data-copy-demo-link]`,
 * a link to the demo). A copied button gets
 * `data-copied` and its `[data-copy-label]` reads its `data-copied-text` for 2 s (1.2 s in a
 * demo toolbar). Ctrl/⌘+C with nothing selected copies the code block that has the focus or,
 * failing that, the one under the pointer.
 */
export function setupCopy(doc: Document): void {
  const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
  const idleText = new WeakMap<HTMLElement, string>();

  const copy = async (button: HTMLElement | null, text: string | undefined, duration: number) => {
    if (text === undefined || !(await writeClipboard(doc, text)) || !button) return;
    const label = button.querySelector<HTMLElement>('[data-copy-label]');
    if (label && !button.hasAttribute('data-copied')) {
      idleText.set(label, label.textContent ?? '');
      label.textContent = label.dataset.copiedText ?? 'Copied';
    }
    button.setAttribute('data-copied', '');
    clearTimeout(timers.get(button));
    timers.set(
      button,
      setTimeout(() => {
        button.removeAttribute('data-copied');
        if (label) label.textContent = idleText.get(label) ?? '';
      }, duration),
    );
  };
  const blockText = (block: Element | null | undefined) => block?.querySelector('pre')?.textContent ?? undefined;

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const codeButton = target?.closest<HTMLElement>('[data-copy-code]');
    if (codeButton) void copy(codeButton, blockText(codeButton.closest('[data-code-block]')), COPIED_FOR_MS);
    const demoButton = target?.closest<HTMLElement>('[data-copy-demo]');
    const demo = demoButton?.closest('[data-demo]');
    if (demoButton && demo) void copy(demoButton, demoSource(doc, demo), DEMO_COPIED_FOR_MS);
    // The page's markdown twin, fetched ("Copy page").
    const pageButton = target?.closest<HTMLElement>('[data-copy-page]');
    if (pageButton)
      void fetch(pageButton.dataset.copyPage ?? '')
        .then((response) => (response.ok ? response.text() : undefined))
        .then((text) => copy(pageButton, text, COPIED_FOR_MS), reportError);
    // A link to the demo: the page with the demo's anchor (`#BasicButtons`).
    const linkButton = target?.closest<HTMLElement>('[data-copy-demo-link]');
    if (linkButton) void copy(linkButton, `${location.origin}${location.pathname}#${encodeURIComponent(linkButton.dataset.copyDemoLink ?? '')}`, DEMO_COPIED_FOR_MS);
  });

  doc.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'c' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    // Selected text is the reader's to copy, and so is a field they are typing in.
    if (String(doc.getSelection() ?? '') !== '') return;
    const focused = doc.activeElement;
    if (focused?.matches('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return;
    const block = focused?.closest('[data-code-block]') ?? [...doc.querySelectorAll('[data-code-block]:hover')].pop();
    if (!block) return;
    event.preventDefault();
    void copy(block.querySelector<HTMLElement>('[data-copy-code]'), blockText(block), COPIED_FOR_MS);
  });
}
