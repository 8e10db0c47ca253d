/**
 * sucrase, imported by the first demo that needs it: most builds have no demo written only in
 * TypeScript, and importing it costs a cold build 35 ms (with its source-map packages).
 */
let sucrase: Promise<typeof import('sucrase')> | null = null;

/**
 * The JavaScript version of a TypeScript demo, for readers who do not write TypeScript:
 * types removed, JSX and the author's formatting kept. sucrase removes types in place and
 * keeps every line, so the lines that held only types (interfaces, type aliases, type
 * imports) are dropped afterwards, and what removal leaves behind is tidied.
 */
export async function typescriptToJavascript(source: string): Promise<string> {
  sucrase ??= import('sucrase');
  const { code } = (await sucrase).transform(source, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
    keepUnusedImports: false,
  });
  const original = source.split('\n');
  const kept = code.split('\n').filter((line, i) => line.trim() !== '' || (original[i] ?? '').trim() === '');
  return `${kept
    .join('\n')
    // `import Button, { type ButtonProps } from ...` leaves an empty `{ }` behind, and
    // `{ people, type Person }` a dangling comma.
    .replace(/,\s*\{\s*\}(?=\s+from\s)/g, '')
    .replace(/^(import\b[^\n]*?)\{([^}\n]*)\}/gm, (_, head: string, names: string) => {
      const kept = names.split(',').map((name) => name.trim()).filter(Boolean);
      return `${head}{ ${kept.join(', ')} }`;
    })
    // `value as Type;` leaves a space before the semicolon.
    .replace(/[ \t]+;$/gm, ';')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '')
    .trimEnd()}\n`;
}
