import path from 'node:path';
import type { Message } from 'esbuild';
import type { DiagnosticCode } from '../diagnostics/codes';
import { error, type Diagnostic } from '../diagnostics/diagnostic';

/** esbuild's errors as diagnostics, with files relative to the site's root. */
export function esbuildDiagnostics(caught: unknown, code: DiagnosticCode, root: string): Diagnostic[] | null {
  const errors = (caught as { errors?: Message[] }).errors;
  if (!errors?.length) return null;
  return errors.map((e) =>
    error({
      code,
      message: e.text,
      ...(e.location?.file && { file: path.relative(root, path.resolve(e.location.file)).split(path.sep).join('/') }),
      ...(e.location && { line: e.location.line, column: e.location.column + 1 }),
    }),
  );
}
