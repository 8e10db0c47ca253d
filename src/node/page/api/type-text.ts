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
    // `<[^<>]*>`: a run of `<` with no `>` is not read to its end from each one.
    .replace(/<[^<>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      // A code point past U+10FFFF (`&#99999999;`) is left as written: fromCodePoint would throw.
      const code = name.startsWith('#x') || name.startsWith('#X') ? Number.parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : null;
      if (code !== null) return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
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

/**
 * A type's text without its comments: MUI X writes an object type whole, with the JSDoc of each
 * member inside it (`{ /** Calls the onPrompt() callback ... *\/ processPrompt: ... }`), which
 * a table cell shows as prose. In linear time: a comment that is never closed ends the text.
 */
export function withoutComments(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('/*', from);
    if (open === -1) return out + text.slice(from);
    out += text.slice(from, open);
    const close = text.indexOf('*/', open + 2);
    if (close === -1) return out;
    from = close + 2;
  }
}

/** A prop's type for the table: its name and, when it has them, its members as text. */
export function propTypeView(type: { name: string; description?: string | undefined }): ApiTypeView {
  if (!type.description) return { name: type.name, members: [] };
  const text = withoutComments(typeHtmlToText(type.description));
  const members = type.name === 'union' || type.name === 'enum' ? splitUnion(text) : [text.replace(/\s+/g, ' ').trim()];
  return { name: type.name, members };
}
