import type { z } from 'zod';
import { describeValue, formatKeyPath } from '../config/schema';
import type { ApiJson, apiJsonSchema } from '../model/api-schema';

/** One problem of a metadata file: where it is (a JSON path) and what is wrong. */
export interface MetadataIssue {
  path: PropertyKey[];
  message: string;
}

const ARTICLE: Record<string, string> = { object: 'an object', array: 'an array', string: 'a string', boolean: 'a boolean', number: 'a number', record: 'an object' };

/** Validates a parsed metadata file; every problem comes back, as `props.color.type: expected an object, received "bool"`. */
export function validateMetadata<T>(schema: z.ZodType<T>, data: unknown): { ok: true; value: T } | { ok: false; issues: MetadataIssue[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => {
      const keyPath = formatKeyPath(issue.path) || '(file)';
      let expected: string;
      if (issue.code === 'invalid_type') expected = ARTICLE[issue.expected] ?? issue.expected;
      else if (issue.code === 'too_small' && issue.origin === 'string') expected = 'a non-empty string';
      else expected = issue.message.replace(/^Invalid (input: )?/, '');
      return { path: issue.path, message: `${keyPath}: expected ${expected}, received ${describeValue(issue.input)}` };
    }),
  };
}

/** A validated page's metadata as the later stages read it (no props: none). */
export const toApiJson = (value: z.output<typeof apiJsonSchema>): ApiJson => ({ ...value, props: value.props ?? {} });
