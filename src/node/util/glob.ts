/**
 * Glob patterns over posix paths, as `.gitignore`-style config fields write them: `*` is any
 * run of characters but `/`, `**` any run of path segments (`**\/README.md` matches
 * `README.md` at any depth), `?` one character but `/`, `{a,b}` either. A pattern without `/`
 * matches a name at any depth (`README.md` is `**\/README.md`).
 */
export function globToRegExp(pattern: string): RegExp {
  const anchored = pattern.includes('/') ? pattern.replace(/^\//, '') : `**/${pattern}`;
  let source = '';
  for (let i = 0; i < anchored.length; i += 1) {
    const char = anchored[i]!;
    if (char === '*' && anchored[i + 1] === '*') {
      // `**/` is zero or more whole segments; a trailing `**` is everything below.
      if (anchored[i + 2] === '/') {
        source += '(?:[^/]+/)*';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else if (char === '{') {
      const end = anchored.indexOf('}', i);
      if (end === -1) {
        source += '\\{';
        continue;
      }
      source += `(?:${anchored.slice(i + 1, end).split(',').map(escapeRegExp).join('|')})`;
      i = end;
    } else {
      source += escapeRegExp(char);
    }
  }
  // A pattern naming a folder leaves out everything in it.
  return new RegExp(`^${source}(?:/.*)?$`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a posix path matches any of the patterns. */
export function matchesAny(file: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(file));
}
