import type { z } from 'zod';
import { describeValue, formatKeyPath } from '../config/schema';
import type { ApiDescriptions, ApiJson, apiJsonSchema, apiSelectorsSchema } from '../model/api-schema';

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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A validated page's metadata as the later stages read it (no props: none), and the
 * descriptions it carries itself: an interface whose members are listed (`grid-sort-api.json`)
 * has them by name, its members' types as HTML (as the other shape writes them), and the
 * descriptions beside them (the interface's own, and each member's).
 */
export function toApiJson(value: z.output<typeof apiJsonSchema> | z.output<typeof apiSelectorsSchema>, slug = ''): { json: ApiJson; descriptions: ApiDescriptions | null } {
  if (Array.isArray(value)) {
    // A list of selectors: a page named after its file (`selectors.json`: Selectors).
    const name = slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
    return { json: { name, props: {}, selectors: [...value].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) }, descriptions: null };
  }
  const { properties, description, ...rest } = value;
  const json: ApiJson = { ...rest, props: value.props ?? {} };
  if (!Array.isArray(properties)) return { json: properties ? { ...json, properties } : json, descriptions: null };
  const listed = [...properties].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    json: { ...json, properties: Object.fromEntries(listed.map((member) => [member.name, { type: { description: escapeHtml(member.type) } }])) },
    descriptions: {
      ...(description && { interfaceDescription: description }),
      propertiesDescriptions: Object.fromEntries(listed.filter((member) => member.description).map((member) => [member.name, { description: member.description! }])),
    },
  };
}
