import type { DiagnosticCode } from './codes';

/**
 * A problem found in the user's input (config, content, navigation, templates).
 *
 * Stages return these as values instead of throwing, so that one build can report every
 * mistake at once; the orchestrator decides whether the build can go on. `throw` is kept
 * for bugs in docs-site itself.
 */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Stable, greppable identifier such as `nav/duplicate-pathname`: one of the registry's (codes.ts). */
  code: DiagnosticCode;
  /** What is wrong. Where the spec fixes a message, this is that message to the letter. */
  message: string;
  /** Path of the offending file, relative to the project root when possible. */
  file?: string;
  /** 1-based. */
  line?: number;
  /** 1-based. */
  column?: number;
  /** How to fix it. */
  hint?: string;
}

export type DiagnosticInput = Omit<Diagnostic, 'severity'>;

export const error = (input: DiagnosticInput): Diagnostic => ({ severity: 'error', ...input });
export const warning = (input: DiagnosticInput): Diagnostic => ({ severity: 'warning', ...input });

export const hasErrors = (diagnostics: readonly Diagnostic[]): boolean =>
  diagnostics.some((d) => d.severity === 'error');

/** Orders diagnostics by file, then position, so reports are stable from run to run. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.code.localeCompare(b.code) ||
      a.message.localeCompare(b.message),
  );
}

/** `path:line:col`, leaving out what is unknown. */
export function formatLocation(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}:${d.column ?? 1}`;
}

/**
 * The printed form: `error CODE path:line:col`, then the message and the hint indented,
 * so that editors and CI logs make the location clickable.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const location = escapeControls(formatLocation(d));
  const head = [d.severity, d.code, location].filter(Boolean).join(' ');
  const lines = [head, ...d.message.split('\n').map((line) => `  ${escapeControls(line)}`)];
  if (d.hint) lines.push(`  hint: ${escapeControls(d.hint)}`);
  return lines.join('\n');
}

/**
 * A line with its control characters written as escapes (`\u001b`): a diagnostic can carry
 * text from content, a shard's manifest or a file name, and an escape sequence printed raw
 * rewrites the terminal's or the CI log's line (`ESC[2K ESC[1G Built 999 pages`).
 */
function escapeControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** 1-based line and column of a character offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}
