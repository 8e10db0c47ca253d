/**
 * Editing a demo in place, loaded the first time a reader edits one: the code block becomes a
 * textarea laid over its highlighted code (highlighted again as the reader types, with the
 * grammars the build uses), and a moment after the reader pauses, the demo renders from the
 * edited code. The code is compiled by sucrase and run as a module of the page (`blob:`); its
 * imports are the modules the demo's chunk already holds (`liveImports`, see
 * src/node/demos/live-entry.ts). An error (syntax, an import the demo does not have, a throw
 * while rendering) shows in a panel under the demo, which keeps its last good render.
 */
import { refractor } from 'refractor/core';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import { transform } from 'sucrase';
import type { EditedComponent } from './island-runtime';

refractor.register(jsx);
refractor.register(tsx);

/** How long the reader pauses before the demo renders from the edit. */
export const EDIT_PAUSE_MS = 300;

/** What the always-on script gives the editor of one demo. */
export interface DemoHandle {
  /** The demo's block (`[data-demo]`) and its island's root. */
  demo: HTMLElement;
  island: HTMLElement;
  /** The URL of the demo's chunk. */
  moduleUrl: string;
  /** Renders the demo anew: from an edit, or (none) from its own code. */
  remount(edited?: EditedComponent): void;
}

interface Editor {
  textarea: HTMLTextAreaElement;
  pre: HTMLElement;
  original: string;
}

/** The editors of each demo, by variant. */
const editors = new WeakMap<HTMLElement, Map<string, Editor>>();
/** What each edit's compile is: the latest only renders. */
const latest = new WeakMap<HTMLElement, number>();

type HastNode = { type: string; value?: string; tagName?: string; properties?: { className?: string[] }; children?: HastNode[] };

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** Highlighted HTML of a source, with the same token classes as the build's. */
function highlight(code: string, variant: string): string {
  const toHtml = (node: HastNode): string => {
    if (node.type === 'text') return escapeHtml(node.value ?? '');
    const inner = (node.children ?? []).map(toHtml).join('');
    if (node.type !== 'element') return inner;
    return `<span class="${(node.properties?.className ?? []).join(' ')}">${inner}</span>`;
  };
  return toHtml(refractor.highlight(code, variant === 'ts' ? 'tsx' : 'jsx') as unknown as HastNode);
}

/** The panel under a demo that says what is wrong with the edit (none: the edit is fine). */
function showError(demo: HTMLElement, message: string | null): void {
  let panel = demo.querySelector<HTMLElement>(':scope > [data-demo-edit-error]');
  if (message === null) {
    panel?.remove();
    return;
  }
  if (!panel) {
    panel = demo.ownerDocument.createElement('pre');
    panel.className = 'MuiDemo-crash';
    panel.setAttribute('role', 'alert');
    panel.setAttribute('data-demo-edit-error', '');
    demo.querySelector(':scope > .MuiDemo-frame')?.after(panel);
  }
  panel.textContent = message;
}

/** An error as the reader reads it: sucrase's syntax errors carry their line. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const line = /\((\d+):(\d+)\)/.exec(error.message);
  return line ? `Line ${line[1]}: ${error.message}` : error.message;
}

/** Compiles and runs an edit: the component it exports by default. */
async function compile(code: string, variant: string, imports: Record<string, unknown>): Promise<EditedComponent['Component']> {
  const { code: compiled } = transform(code, {
    transforms: variant === 'ts' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
  });
  const url = URL.createObjectURL(new Blob([`export default function (require, module, exports) {\n${compiled}\n}`], { type: 'text/javascript' }));
  let run: (require: (specifier: string) => unknown, module: { exports: Record<string, unknown> }, exports: Record<string, unknown>) => void;
  try {
    run = ((await import(/* @vite-ignore */ url)) as { default: typeof run }).default;
  } finally {
    URL.revokeObjectURL(url);
  }
  const module = { exports: {} as Record<string, unknown> };
  run(
    (specifier) => {
      if (specifier in imports) return imports[specifier];
      throw new Error(`"${specifier}" cannot be imported here: an edit can import what the demo imports`);
    },
    module,
    module.exports,
  );
  const Component = module.exports.default;
  if (typeof Component !== 'function' && (typeof Component !== 'object' || Component === null)) throw new Error('The code has no default export to render');
  return Component as EditedComponent['Component'];
}

/** Waits until the island has come to life (asking it to, as a reader reaching for it would). */
function hydrated(island: HTMLElement): Promise<void> {
  if (island.dataset.hydrated === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (island.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
    island.dispatchEvent(new Event('pointerenter'));
  });
}

/** Renders the demo from the edited code of `variant`, once the reader has paused. */
async function render(handle: DemoHandle, code: string, variant: string): Promise<void> {
  const turn = (latest.get(handle.demo) ?? 0) + 1;
  latest.set(handle.demo, turn);
  try {
    const [module] = await Promise.all([import(/* @vite-ignore */ handle.moduleUrl) as Promise<{ liveImports?: Record<string, unknown> }>, hydrated(handle.island)]);
    const Component = await compile(code, variant, module.liveImports ?? {});
    if (latest.get(handle.demo) !== turn) return;
    showError(handle.demo, null);
    handle.remount({ Component, onError: (error) => latest.get(handle.demo) === turn && showError(handle.demo, describe(error)) });
  } catch (caught) {
    if (latest.get(handle.demo) === turn) showError(handle.demo, describe(caught));
  }
}

/** The textarea laid over a code block, the same size and type, its text invisible over the highlighted code. */
function overlay(pre: HTMLElement, label: string): HTMLTextAreaElement {
  const textarea = pre.ownerDocument.createElement('textarea');
  const style = getComputedStyle(pre);
  const code = pre.querySelector('code') ?? pre;
  const codeStyle = getComputedStyle(code);
  textarea.value = pre.textContent ?? '';
  textarea.spellcheck = false;
  textarea.setAttribute('autocapitalize', 'off');
  textarea.setAttribute('autocomplete', 'off');
  textarea.setAttribute('aria-label', label);
  textarea.setAttribute('data-demo-editor', '');
  Object.assign(textarea.style, {
    position: 'absolute',
    margin: '0',
    border: '0',
    outline: 'none',
    resize: 'none',
    overflow: 'hidden',
    background: 'transparent',
    color: 'transparent',
    caretColor: style.color,
    whiteSpace: 'pre',
    font: codeStyle.font,
    letterSpacing: codeStyle.letterSpacing,
    tabSize: codeStyle.tabSize,
    padding: style.padding,
    boxSizing: style.boxSizing,
  } satisfies Partial<CSSStyleDeclaration>);
  const body = pre.parentElement!;
  if (getComputedStyle(body).position === 'static') body.style.position = 'relative';
  // Over the code exactly (not the block's copy button), as the code grows and shrinks.
  const fit = () => {
    Object.assign(textarea.style, { top: `${pre.offsetTop}px`, left: `${pre.offsetLeft}px`, width: `${pre.offsetWidth}px`, height: `${pre.offsetHeight}px` });
  };
  fit();
  new ResizeObserver(fit).observe(pre);
  pre.after(textarea);
  return textarea;
}

/** The offset in `pre`'s text of a point of the screen (where the reader clicked), or null. */
function offsetAt(pre: HTMLElement, x: number, y: number): number | null {
  const range = pre.ownerDocument.caretRangeFromPoint?.(x, y);
  if (!range || !pre.contains(range.startContainer)) return null;
  const before = pre.ownerDocument.createRange();
  before.setStart(pre, 0);
  before.setEnd(range.startContainer, range.startOffset);
  return before.toString().length;
}

/**
 * Makes the code block `pre` of a demo editable (once) and gives it the focus, the caret where
 * the reader clicked (`point`). Returns false for a block that is not a demo's source.
 */
export function startEditing(handle: DemoHandle, pre: HTMLElement, point: { x: number; y: number } | null, label: string): boolean {
  const block = pre.closest<HTMLElement>('[data-code-block]');
  const variant = block?.dataset.variant;
  if (!block || !variant) return false;
  const own = editors.get(handle.demo) ?? new Map<string, Editor>();
  editors.set(handle.demo, own);
  let editor = own.get(variant);
  if (!editor) {
    const textarea = overlay(pre, label);
    const code = pre.querySelector('code') ?? pre;
    editor = { textarea, pre, original: textarea.value };
    own.set(variant, editor);
    let timer: ReturnType<typeof setTimeout> | undefined;
    textarea.addEventListener('input', () => {
      code.innerHTML = highlight(textarea.value, variant);
      clearTimeout(timer);
      timer = setTimeout(() => void render(handle, textarea.value, variant), EDIT_PAUSE_MS);
    });
    textarea.addEventListener('scroll', () => {
      pre.scrollLeft = textarea.scrollLeft;
    });
    handle.demo.setAttribute('data-demo-editing', '');
  }
  const offset = point ? offsetAt(pre, point.x, point.y) : null;
  editor.textarea.focus();
  if (offset !== null) editor.textarea.setSelectionRange(offset, offset);
  return true;
}

/** "Reset demo" on a demo being edited: its code as written, and its own component again. */
export function resetEditing(demo: HTMLElement): void {
  for (const [variant, editor] of editors.get(demo) ?? []) {
    editor.textarea.value = editor.original;
    (editor.pre.querySelector('code') ?? editor.pre).innerHTML = highlight(editor.original, variant);
  }
  latest.set(demo, (latest.get(demo) ?? 0) + 1);
  showError(demo, null);
}
