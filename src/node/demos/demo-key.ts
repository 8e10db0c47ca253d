/** `Name.js`, `Name.tsx` or `Name`: the key a demo is known by beside its page. */
export const demoKey = (written: string): string => written.replace(/\.(?:js|jsx|ts|tsx)$/, '');
