/**
 * react-docgen's description of a prop's type, as upstream's API builder writes it in the JSON:
 * `{ name, description? }`, the description being HTML (`'a'<br>&#124;&nbsp;'b'`). Two inputs:
 * a `propTypes` type (compiled packages ship them, with their JSDoc) and a TypeScript type
 * (sources).
 */

export interface DocgenPropType {
  name: string;
  value?: unknown;
  raw?: string;
  computed?: boolean;
}

export interface DocgenTsType {
  name: string;
  raw?: string;
  value?: string;
  type?: string;
  elements?: DocgenTsType[];
  signature?: {
    arguments?: { name: string; type?: DocgenTsType }[];
    return?: DocgenTsType;
    properties?: { key: string | DocgenTsType; value: DocgenTsType & { required?: boolean } }[];
  };
}

export interface UpstreamType {
  name: string;
  description?: string;
}

/** The separator upstream writes between a union's members. */
export const UNION_SEPARATOR = '<br>&#124;&nbsp;';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A propTypes type as text (HTML-escaped), unions flattened: `Array&lt;func<br>&#124;&nbsp;object&gt;`. */
function propTypeText(type: DocgenPropType): string {
  switch (type.name) {
    case 'union':
      return (type.value as DocgenPropType[]).map(propTypeText).join(UNION_SEPARATOR);
    case 'enum':
      return Array.isArray(type.value) ? (type.value as { value: string }[]).map((v) => escapeHtml(v.value)).join(UNION_SEPARATOR) : escapeHtml(String(type.value ?? 'enum'));
    case 'arrayOf':
      return `Array&lt;${propTypeText(type.value as DocgenPropType)}&gt;`;
    case 'objectOf':
      return `{ [key: string]: ${propTypeText(type.value as DocgenPropType)} }`;
    case 'shape':
    case 'exact': {
      const fields = Object.entries((type.value ?? {}) as Record<string, DocgenPropType & { required?: boolean }>);
      return `{ ${fields.map(([key, field]) => `${key}${field.required ? '' : '?'}: ${propTypeText(field)}`).join(', ')} }`;
    }
    case 'instanceOf':
      return escapeHtml(String(type.value ?? 'object'));
    case 'custom':
      return customName(type.raw ?? '');
    default:
      return type.name;
  }
}

/** A custom validator by what it checks, as upstream names MUI's (`integer`, `element`, `ref`). */
function customName(raw: string): string {
  if (/integerPropType/.test(raw)) return 'integer';
  if (/elementTypeAcceptingRef/.test(raw)) return 'element type';
  if (/elementAcceptingRef/.test(raw)) return 'element';
  if (/refType|HTMLElementType/.test(raw)) return 'ref';
  const chained = /chainPropTypes\(\s*(?:_propTypes\.default|PropTypes)\.(\w+)/.exec(raw);
  return chained ? chained[1]! : 'custom';
}

export function fromPropType(type: DocgenPropType): UpstreamType {
  switch (type.name) {
    case 'union':
    case 'enum':
    case 'arrayOf':
    case 'shape':
    case 'exact':
    case 'objectOf':
    case 'instanceOf':
      return { name: type.name === 'exact' ? 'shape' : type.name, description: propTypeText(type) };
    case 'custom': {
      const name = customName(type.raw ?? '');
      return ['bool', 'func', 'node', 'object', 'string', 'number', 'element', 'elementType'].includes(name) ? { name } : { name: 'custom', description: name };
    }
    default:
      return { name: type.name };
  }
}

/** TypeScript's names for what propTypes calls `bool`, `node`, `elementType`... */
const TS_NAMES: Record<string, string> = {
  boolean: 'bool',
  ReactNode: 'node',
  ReactReactNode: 'node',
  ReactElement: 'element',
  ReactReactElement: 'element',
  ElementType: 'elementType',
  ReactElementType: 'elementType',
  string: 'string',
  number: 'number',
  any: 'any',
  unknown: 'any',
  object: 'object',
};

function tsTypeText(type: DocgenTsType): string {
  if (type.name === 'union' && type.elements) return type.elements.map(tsTypeText).join(UNION_SEPARATOR);
  if (type.name === 'literal') return escapeHtml(type.value ?? '');
  if (type.name === 'Array' && type.elements?.length === 1) return `Array&lt;${tsTypeText(type.elements[0]!)}&gt;`;
  if (type.name === 'signature' && type.type === 'object' && type.signature?.properties) {
    const fields = type.signature.properties.map((p) => `${typeof p.key === 'string' ? p.key : (p.key.raw ?? p.key.name)}${p.value.required === false ? '?' : ''}: ${tsTypeText(p.value)}`);
    return `{ ${fields.join(', ')} }`;
  }
  if (type.name === 'signature' && type.type === 'function') return 'func';
  return TS_NAMES[type.name] ?? escapeHtml(type.raw ?? type.name);
}

export function fromTsType(type: DocgenTsType): UpstreamType {
  if (type.name === 'union' && type.elements) {
    const literals = type.elements.every((e) => e.name === 'literal');
    return { name: literals ? 'enum' : 'union', description: tsTypeText(type) };
  }
  if (type.name === 'literal') return { name: 'enum', description: tsTypeText(type) };
  if (type.name === 'Array') return { name: 'arrayOf', description: tsTypeText(type) };
  if (type.name === 'signature' && type.type === 'function') return { name: 'func' };
  if (type.name === 'signature') return { name: 'shape', description: tsTypeText(type) };
  const simple = TS_NAMES[type.name];
  return simple ? { name: simple } : { name: 'custom', description: escapeHtml(type.raw ?? type.name) };
}

/** A function prop's signature, from its TypeScript type: `function(event: React.MouseEvent) => void`. */
export function tsSignature(type: DocgenTsType): { type: string; args: string[] } | null {
  if (type.name !== 'signature' || type.type !== 'function' || !type.signature) return null;
  const args = type.signature.arguments ?? [];
  const returned = type.signature.return?.raw ?? type.signature.return?.name ?? 'void';
  return { type: `function(${args.map((a) => `${a.name}: ${a.type?.raw ?? a.type?.name ?? 'any'}`).join(', ')}) => ${returned}`, args: args.map((a) => a.name) };
}
