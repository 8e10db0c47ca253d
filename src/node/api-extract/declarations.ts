import { parse } from '@babel/parser';

/**
 * What a component's TypeScript declarations say beyond its props: the JSDoc of the component
 * itself (its demos and the component it inherits from, as MUI writes them) and its CSS
 * classes (the `<Name>Classes` interface, one documented key per class).
 */

/** The comment's text without its `/**`, `*` margins and `*\/`. */
const commentText = (value: string) =>
  value
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''))
    .join('\n')
    .trim();

interface Node {
  type: string;
  leadingComments?: { type: string; value: string }[] | null;
  [key: string]: unknown;
}

const lastDocComment = (node: Node): string | null => {
  const comment = node.leadingComments?.filter((c) => c.type === 'CommentBlock' && c.value.startsWith('*')).at(-1);
  return comment ? commentText(comment.value.slice(1)) : null;
};

function parseTypeScript(source: string): Node[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
  return ast.program.body as unknown as Node[];
}

/** The `<Name>Classes` interface's keys with their comments, in order. */
export function readClassKeys(source: string, interfaceName: string): { key: string; description: string }[] {
  for (const statement of parseTypeScript(source)) {
    const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null;
    if (declaration?.type !== 'TSInterfaceDeclaration' || (declaration.id as { name: string }).name !== interfaceName) continue;
    const members = ((declaration.body as { body: Node[] }).body ?? []).filter((m) => m.type === 'TSPropertySignature');
    return members.flatMap((member) => {
      const key = member.key as { type: string; name?: string; value?: string };
      const name = key.type === 'Identifier' ? key.name : key.value;
      return name ? [{ key: name, description: lastDocComment(member) ?? '' }] : [];
    });
  }
  return [];
}

/** The JSDoc of the declaration named `name` (`declare const Button`, `export default function Button`), or null. */
export function readComponentComment(source: string, name: string): string | null {
  for (const statement of parseTypeScript(source)) {
    const inner = (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement) as Node | null;
    if (!inner) continue;
    const declares =
      (inner.type === 'VariableDeclaration' && (inner.declarations as { id: { name?: string } }[]).some((d) => d.id.name === name)) ||
      ((inner.type === 'TSDeclareFunction' || inner.type === 'FunctionDeclaration') && (inner.id as { name?: string } | null)?.name === name);
    if (declares) return lastDocComment(statement) ?? lastDocComment(inner);
  }
  return null;
}

/** The links of a `Demos:` list (`- [Button](https://mui.com/material-ui/react-button/)`). */
export function demoLinks(comment: string): { text: string; href: string }[] {
  const section = /Demos:\s*\n([\s\S]*?)(?:\n\s*\n(?!\s*-)|\n\s*API:|$)/.exec(comment)?.[1] ?? '';
  return [...section.matchAll(/^\s*-\s*\[([^\]]+)\]\(([^)\s]+)\)/gm)].map((m) => ({ text: m[1]!, href: m[2]! }));
}

/** The component an `API:` list says it inherits from (`- inherits [ButtonBase API](https://...)`). */
export function inheritedComponent(comment: string): { component: string; href: string } | null {
  const match = /inherits \[([\w.]+?)(?: API)?\]\(([^)\s]+)\)/.exec(comment);
  return match ? { component: match[1]!, href: match[2]! } : null;
}

/** The text of a component's comment before its `Demos:` and `API:` lists. */
export const commentDescription = (comment: string): string => comment.split(/(?:^|\n)\s*(?:Demos|API):/)[0]!.trim();
