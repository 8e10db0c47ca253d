/**
 * @babel/parser, imported by the first demo whose project is made: a site without demos never
 * loads it (about 35 ms to import).
 */
let babel: Promise<typeof import('@babel/parser')> | null = null;

/** A module specifier as a file writes it: its text and where the text is (inside the quotes). */
export interface ImportSpecifier {
  value: string;
  start: number;
  end: number;
}

type Node = { type: string; start?: number | null; end?: number | null; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A string literal's specifier, its place without the quotes. */
function literal(node: unknown): ImportSpecifier | null {
  if (!isNode(node) || node.type !== 'StringLiteral' || typeof node.value !== 'string' || typeof node.start !== 'number' || typeof node.end !== 'number') return null;
  return { value: node.value, start: node.start + 1, end: node.end - 1 };
}

/**
 * Every module a demo's file imports: `import ... from`, `export ... from`, `import()` and
 * `require()` with a string, type-only imports included (a TS project needs their files too).
 * Parsed, not matched: an import in a comment or a string is not one.
 */
export async function findImports(source: string, typescript: boolean): Promise<ImportSpecifier[]> {
  babel ??= import('@babel/parser');
  const ast = (await babel).parse(source, {
    sourceType: 'module',
    plugins: typescript ? ['jsx', 'typescript'] : ['jsx'],
    errorRecovery: true,
  });
  const found: ImportSpecifier[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
      const specifier = literal(node.source);
      if (specifier) found.push(specifier);
    } else if (node.type === 'CallExpression' && Array.isArray(node.arguments)) {
      const callee = node.callee as Node;
      if (callee.type === 'Import' || (callee.type === 'Identifier' && callee.name === 'require')) {
        const specifier = literal(node.arguments[0]);
        if (specifier) found.push(specifier);
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item);
      } else if (isNode(value)) visit(value);
    }
  };
  visit(ast.program as unknown as Node);
  return found.sort((a, b) => a.start - b.start);
}

/** `source` with each specifier's text replaced (`rename` returns null to keep it). */
export function rewriteImports(source: string, imports: readonly ImportSpecifier[], rename: (specifier: string) => string | null): string {
  let out = '';
  let at = 0;
  for (const specifier of imports) {
    const renamed = rename(specifier.value);
    if (renamed === null) continue;
    out += source.slice(at, specifier.start) + renamed;
    at = specifier.end;
  }
  return out + source.slice(at);
}

/** The npm package a bare specifier names (`@mui/material/Button` -> `@mui/material`); null for a path, a URL or a Node builtin. */
export function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || /^[a-z][a-z0-9+.-]*:/i.test(specifier)) return null;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length >= 2 && parts[1] ? `${parts[0]}/${parts[1]}` : null;
  return parts[0] || null;
}
