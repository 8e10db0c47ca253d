import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The nearest package.json above a file that has a name, with its folder. */
export function owningPackage(file: string): { name: string; root: string } | null {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
      if (typeof name === 'string' && name !== '') return { name, root: dir };
    }
    if (path.dirname(dir) === dir) return null;
  }
}

/** Folders a package's sources or builds sit in, which its entry points leave out (`src/Button` is `pkg/Button`). */
const BUILD_FOLDERS = new Set(['src', 'lib', 'esm', 'node', 'modern', 'legacy', 'build', 'dist']);

/**
 * The import lines of a component, as upstream writes them: from its own entry point (the
 * folder named after it) and from the package's index. `Button/Button.tsx` of `@mui/joy` is
 * `import Button from '@mui/joy/Button'` and `import { Button } from '@mui/joy'`.
 */
export function importLines(file: string, name: string): string[] {
  const owner = owningPackage(file);
  if (!owner) return [];
  const segments = path.relative(owner.root, file).split(path.sep);
  const base = segments.pop()!.replace(/\.(d\.)?[cm]?[jt]sx?$/, '');
  while (segments.length > 0 && BUILD_FOLDERS.has(segments[0]!)) segments.shift();
  if (base !== 'index' && base !== segments.at(-1)) segments.push(base);
  const subpath = segments.join('/');
  return [`import ${name} from '${owner.name}${subpath ? `/${subpath}` : ''}';`, `import { ${name} } from '${owner.name}';`];
}
