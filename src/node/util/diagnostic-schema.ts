import { z } from 'zod';
import { isDiagnosticCode, type DiagnosticCode } from '../diagnostics/codes';
import { MAX_PAGE_BYTES } from './limits';

/** A short string read back from another job (a title, an id, a file name, a hint): 4,096 characters at most. */
export const shortString = z.string().max(4096);
/** A count or position read back from another job. */
export const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * A diagnostic as another job wrote it (a shard's manifest, a cache entry): of a code docs-site
 * has, with bounded strings. What passes is reported as docs-site's own.
 */
export const diagnosticSchema = z.strictObject({
  severity: z.enum(['error', 'warning']),
  code: z.custom<DiagnosticCode>((value) => typeof value === 'string' && isDiagnosticCode(value), { message: 'is not a diagnostic code of docs-site' }),
  message: z.string().max(MAX_PAGE_BYTES),
  file: shortString.optional(),
  line: count.optional(),
  column: count.optional(),
  hint: shortString.optional(),
});
