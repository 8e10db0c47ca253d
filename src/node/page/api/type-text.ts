import type { ApiTypeView } from '../../model/api-view';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Upstream writes a union's type as HTML for its own table (`'a'<br>&#124;&nbsp;'b'`): as
 * text, with `<br>` a line break and the entities decoded. The result is shown as text, so
 * nothing in it is ever taken for markup.
 */
export function typeHtmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

/**
 * A union's members, split at its own `|` only: `Array<func | object> | func` is two members,
 * not three. Brackets, braces and parentheses nest; quoted strings are opaque.
 */
export function splitUnion(text: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === quote && text[i - 1] !== '\\') quote = null;
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if (char === '<' || char === '{' || char === '(' || char === '[') depth += 1;
    // `=>` is an arrow, not a closing bracket.
    else if ((char === '>' && text[i - 1] !== '=') || char === '}' || char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === '|' && depth === 0) {
      members.push(text.slice(start, i));
      start = i + 1;
    }
  }
  members.push(text.slice(start));
  return members.map((member) => member.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** A prop's type for the table: its name and, when it has them, its members as text. */
export function propTypeView(type: { name: string; description?: string | undefined }): ApiTypeView {
  if (!type.description) return { name: type.name, members: [] };
  const text = typeHtmlToText(type.description);
  const members = type.name === 'union' || type.name === 'enum' ? splitUnion(text) : [text.replace(/\s+/g, ' ').trim()];
  return { name: type.name, members };
}
