/** `Name.js`, `Name.tsx` or `Name`: the key a demo is known by beside its page. */
export const demoKey = (written: string): string => written.replace(/\.(?:js|jsx|ts|tsx)$/, '');

const EMBED = /^\s*\{\{\s*"demo"\s*:\s*"([^"]+)"/;

/** The demo names a page embeds, read from its lines (the markdown stage reports the details). */
export function demoNames(body: string): string[] {
  const names = new Set<string>();
  for (const line of body.split('\n')) {
    const match = EMBED.exec(line);
    if (match) names.add(demoKey(match[1]!));
  }
  return [...names].sort();
}
