// The config reference (content/docs-infra/config.md), from the types `defineConfig` takes
// (src/node/model/config.ts): every key, nested keys included, with its JSDoc, its type, its
// default (`@default`) and its example (`@example`). The editor's hover and this page say the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { parseJsDoc, type JsDoc } from '../../src/node/api-extract/jsdoc';
import { packageRoot } from '../../src/node/util/package-root';
import { cell, code, type GeneratedPage } from './page';

const TYPES_FILE = 'src/node/model/config.ts';
const ROOT_INTERFACE = 'UserConfig';

export interface ConfigKey {
  /** `products[].api.pages`: `[]` marks a list's items. */
  path: string;
  type: string;
  required: boolean;
  description: string;
  default: string | null;
  example: string | null;
}

/** The JSDoc block just before a node, without its `*` margins, split by the API extractor's parser. */
function docsOf(node: t.Node): JsDoc {
  const block = node.leadingComments?.filter((comment) => comment.type === 'CommentBlock' && comment.value.startsWith('*')).at(-1);
  return parseJsDoc(block ? block.value.slice(1).split('\n').map((line) => line.replace(/^\s*\*? ?/, '')).join('\n') : '');
}

/** The members an interface or an object type gives, or none for a type that is not an object. */
function membersOf(type: t.TSType, interfaces: ReadonlyMap<string, t.TSInterfaceDeclaration>): { list: boolean; members: readonly t.TSTypeElement[] } | null {
  if (type.type === 'TSArrayType') {
    const inner = membersOf(type.elementType, interfaces);
    return inner && { list: true, members: inner.members };
  }
  if (type.type === 'TSTypeLiteral') return { list: false, members: type.members };
  if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier') {
    const declaration = interfaces.get(type.typeName.name);
    return declaration ? { list: false, members: declaration.body.body } : null;
  }
  if (type.type === 'TSUnionType') {
    // `boolean | SearchConfig`, `false | { endpoint?: string }`: the object's keys.
    for (const member of type.types) {
      const found = membersOf(member, interfaces);
      if (found) return found;
    }
  }
  return null;
}

/** Every key of the config, in the order the types declare them, each parent before its keys. */
export function configKeys(source = readFileSync(path.join(packageRoot(), TYPES_FILE), 'utf8')): ConfigKey[] {
  const file = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  const interfaces = new Map<string, t.TSInterfaceDeclaration>();
  for (const statement of file.program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'TSInterfaceDeclaration') interfaces.set(declaration.id.name, declaration);
  }
  const root = interfaces.get(ROOT_INTERFACE);
  if (!root) throw new Error(`${TYPES_FILE} has no interface ${ROOT_INTERFACE}`);
  const keys: ConfigKey[] = [];
  const walk = (members: readonly t.TSTypeElement[], prefix: string) => {
    for (const member of members) {
      if (member.type !== 'TSPropertySignature' || member.key.type !== 'Identifier' || !member.typeAnnotation) continue;
      const type = member.typeAnnotation.typeAnnotation;
      const doc = docsOf(member);
      const keyPath = `${prefix}${member.key.name}`;
      keys.push({
        path: keyPath,
        type: source.slice(type.start!, type.end!).replace(/\s*\/\*\*[\s\S]*?\*\/\s*/g, ' ').replace(/\s+/g, ' ').replace(/;? \}/g, ' }'),
        required: !member.optional,
        description: doc.text,
        default: doc.default,
        example: doc.example,
      });
      const nested = membersOf(type, interfaces);
      if (nested) walk(nested.members, `${keyPath}${nested.list ? '[]' : ''}.`);
    }
  };
  walk(root.body.body, '');
  return keys;
}

/** `@example exclude: ['**\/README.md']`: JSDoc cannot hold `*` then `/`, so the source escapes it. */
const unescapeJsDoc = (text: string) => text.replace(/\*\\\//g, '*/');

function entry(key: ConfigKey, depth: number): string {
  // `###` at most: deeper headings get no id in the dialect, and every key should be linkable.
  const heading = `${'#'.repeat(Math.min(depth + 2, 3))} ${code(key.path)}`;
  const facts = [`Type: ${code(key.type)}`, key.required ? 'Required' : `Default: ${key.default ? unescapeJsDoc(key.default) : 'none'}`];
  const example = key.example ? `\n\n\`\`\`ts\n${unescapeJsDoc(key.example)}\n\`\`\`` : '';
  return `${heading}\n\n${unescapeJsDoc(key.description)}\n\n${facts.join(' · ')}${example}`;
}

export function configReference(): GeneratedPage {
  const keys = configKeys();
  const top = keys.filter((key) => !key.path.includes('.'));
  const summary = [
    '| key | type | what it is |',
    '| --- | --- | --- |',
    ...top.map((key) => `| [${code(key.path)}](#${key.path.toLowerCase()}) | ${cell(code(key.type))} | ${cell(key.description.split(/(?<=\.)\s/)[0] ?? '')} |`),
  ].join('\n');
  const intro = [
    'A site is configured by `docs-site.config.ts` at its root, whose default export is the',
    "object `defineConfig` types: `import { defineConfig } from 'docs-site'`. The config is",
    'TypeScript, run by the build: reviewed like code (see [Security](/docs-infra/security)).',
    'It is validated when it is loaded: a key docs-site does not know, or a value of the wrong',
    'type, is an error at its line, with every other problem of the config reported at once.',
    'Paths are relative to the config file.',
  ].join('\n');
  const body = [intro, summary, ...keys.map((key) => entry(key, key.path.split('.').length - 1))].join('\n\n');
  return {
    file: 'config.md',
    title: 'Config reference',
    description: 'Every key of docs-site.config.ts: its type, its default and an example.',
    source: TYPES_FILE,
    body,
  };
}
