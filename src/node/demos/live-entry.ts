import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@babel/parser';
import { transform, type Plugin } from 'esbuild';
import { absoluteEntry, demoEntryPoint, entryFile, relativeEntry } from './themed-entry';
import type { DemoTheme } from './demo-theme';

/**
 * A demo's browser chunk also exports what its code imports (`liveImports`: by specifier, the
 * bindings it takes), so that the reader's edit of the demo (src/client/demo-edit.ts) runs
 * against the very modules the page has, with no download and no bundler in the browser. It
 * costs nothing: the chunk holds those modules already. An edit that imports something else
 * is told so.
 */

const NAMESPACE = 'docs-site-live';
const PREFIX = `${NAMESPACE}:`;

/** The browser bundle's entry for a demo: its live entry around its file (or its themed entry). */
export const liveEntryPoint = (demo: { entry: string; theme?: DemoTheme }): string => `${PREFIX}${demoEntryPoint(demo)}`;

/** The demo file an entry point (or a metafile input) of the browser bundle stands for. */
export const liveEntryFile = (entryPoint: string): string => entryFile(entryPoint.startsWith(PREFIX) ? entryPoint.slice(PREFIX.length) : entryPoint);

/** What a module imports of another: its default, named bindings (local name by imported name), or all of it. */
export interface ImportedBindings {
  default: boolean;
  named: string[];
  namespace: boolean;
}

/**
 * The value imports of a demo's source, by specifier (type-only imports left out). The source is
 * the author's code: a file that does not parse has none (the bundle reports its syntax).
 */
export function importedBindings(source: string): Map<string, ImportedBindings> {
  const found = new Map<string, ImportedBindings>();
  let program;
  try {
    program = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true }).program;
  } catch {
    return found;
  }
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const specifier = statement.source.value;
    const entry = found.get(specifier) ?? { default: false, named: [], namespace: false };
    for (const binding of statement.specifiers) {
      if (binding.type === 'ImportDefaultSpecifier') entry.default = true;
      else if (binding.type === 'ImportNamespaceSpecifier') entry.namespace = true;
      else if (binding.importKind !== 'type') {
        const name = binding.imported.type === 'Identifier' ? binding.imported.name : binding.imported.value;
        if (name === 'default') entry.default = true;
        else if (!entry.named.includes(name)) entry.named.push(name);
      }
    }
    found.set(specifier, entry);
  }
  return found;
}

/**
 * What a demo file imports as values: TypeScript leaves out an import whose bindings are only
 * types (`import Box, { BoxProps }`: `BoxProps` is no export to import), so the source is read
 * as TypeScript compiles it (esbuild's transform, which drops them) before its imports are read.
 */
export async function valueImports(file: string): Promise<Map<string, ImportedBindings>> {
  const source = await readFile(file, 'utf8');
  const loader = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'jsx';
  try {
    return importedBindings((await transform(source, { loader, jsx: 'preserve', logLevel: 'silent' })).code);
  } catch {
    // A syntax error: the bundle reports it, at its line.
    return new Map();
  }
}

/** The live entry's code: the demo as its default export, and `liveImports`. */
export function liveEntryCode(inner: string, imports: ReadonlyMap<string, ImportedBindings>): string {
  const lines = [`export { default } from ${JSON.stringify(inner)};`];
  const entries: string[] = [];
  // React and its JSX runtime always: an edit may write JSX or a hook the original did not.
  const all = new Map(imports);
  for (const always of ['react', 'react/jsx-runtime']) all.set(always, { default: false, named: [], namespace: true });
  let at = 0;
  for (const [specifier, bindings] of all) {
    const local = (name: string) => `l${at}_${name.replace(/[^A-Za-z0-9_$]/g, '_')}`;
    const parts: string[] = [];
    const props: string[] = ['__esModule: true'];
    if (bindings.namespace) {
      lines.push(`import * as ${local('ns')} from ${JSON.stringify(specifier)};`);
      props.push(`...${local('ns')}`);
    }
    if (bindings.default) {
      parts.push(local('default'));
      props.push(`default: ${local('default')}`);
    }
    const named = bindings.named.map((name) => `${JSON.stringify(name)} as ${local(name)}`);
    for (const name of bindings.named) props.push(`${JSON.stringify(name)}: ${local(name)}`);
    if (parts.length > 0 || named.length > 0) lines.push(`import ${[...parts, ...(named.length > 0 ? [`{ ${named.join(', ')} }`] : [])].join(', ')} from ${JSON.stringify(specifier)};`);
    entries.push(`  ${JSON.stringify(specifier)}: { ${props.join(', ')} },`);
    at += 1;
  }
  return `${lines.join('\n')}\nexport const liveImports = {\n${entries.join('\n')}\n};\n`;
}

/** Resolves and loads the live entries; use it with `liveEntryPoint`. */
export function liveEntryPlugin(): Plugin {
  return {
    name: 'docs-site-live-entry',
    setup(build) {
      const base = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onResolve({ filter: /^docs-site-live:/ }, (args) => ({ path: relativeEntry(args.path.slice(PREFIX.length), base), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const entry = absoluteEntry(args.path, base);
        const file = entryFile(entry);
        return { contents: liveEntryCode(entry, await valueImports(file)), loader: 'js', resolveDir: path.dirname(file) };
      });
    },
  };
}
