import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { builtinResolvers, parse, type Documentation } from 'react-docgen';
import { commentDescription, demoLinks, inheritedComponent, readClassKeys, readComponentComment } from './declarations';
import { importLines } from './import-lines';
import { markdownToHtml, parseJsDoc } from './jsdoc';
import { fromPropType, fromTsType, tsSignature, type DocgenPropType, type DocgenTsType, type UpstreamType } from './prop-type';
import { kebabCase } from '../util/kebab-case';

/**
 * One component's API, extracted from its source (TypeScript, or a package's JavaScript build
 * with its propTypes) by react-docgen, with its JSDoc as descriptions: the two files upstream's
 * API builder writes, in the same format, so the same pages come out of them.
 */
export interface ExtractedComponent {
  /** The kebab-case file name: `icon-button`. */
  slug: string;
  json: Record<string, unknown>;
  descriptions: Record<string, unknown>;
}

export interface ExtractOptions {
  /** Paths in the JSON (`filename`) are relative to this folder. */
  cwd: string;
  /** The docs' production origin: links to it become site paths (`https://mui.com/x` -> `/x`). */
  host: string | null;
}

/** MUI's global state classes (`Mui-disabled`), shared by every component, as `generateUtilityClass` makes them. */
const GLOBAL_STATES = new Set(['active', 'checked', 'completed', 'disabled', 'error', 'expanded', 'focused', 'focusVisible', 'open', 'readOnly', 'required', 'selected']);

const ELEMENT_INTERFACES: Record<string, string> = {
  a: 'HTMLAnchorElement', button: 'HTMLButtonElement', div: 'HTMLDivElement', span: 'HTMLSpanElement', input: 'HTMLInputElement',
  label: 'HTMLLabelElement', li: 'HTMLLIElement', ul: 'HTMLUListElement', p: 'HTMLParagraphElement', hr: 'HTMLHRElement', svg: 'SVGSVGElement',
  textarea: 'HTMLTextAreaElement', table: 'HTMLTableElement', img: 'HTMLImageElement', nav: 'HTMLElement', header: 'HTMLElement',
};


/** The declarations beside a build's file (`Button.mjs` -> `Button.d.ts`), or the TypeScript source itself. */
async function declarationsOf(entry: string, source: string): Promise<string> {
  if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) return source;
  const typings = entry.replace(/\.[cm]?js$/, '.d.ts');
  return typings !== entry && existsSync(typings) ? readFile(typings, 'utf8') : '';
}

/** The file of a component's `<name>Classes` (TypeScript or declarations) beside it. */
async function classesSource(entry: string, name: string): Promise<string> {
  const wanted = `${name[0]!.toLowerCase()}${name.slice(1)}Classes`;
  const dir = path.dirname(entry);
  const file = readdirSync(dir).find((f) => f === `${wanted}.d.ts` || f === `${wanted}.ts`);
  return file ? readFile(path.join(dir, file), 'utf8') : '';
}

function chooseDocumentation(docs: Documentation[], entry: string): Documentation | null {
  const base = path.basename(entry).replace(/\.(d\.)?[cm]?[jt]sx?$/, '');
  return docs.find((d) => d.displayName === base) ?? docs[0] ?? null;
}

export async function extractComponent(entry: string, options: ExtractOptions): Promise<ExtractedComponent> {
  const source = await readFile(entry, 'utf8');
  const docs = parse(source, { filename: entry, resolver: new builtinResolvers.FindAllDefinitionsResolver(), babelOptions: { babelrc: false, configFile: false } });
  const doc = chooseDocumentation(docs, entry);
  if (!doc?.displayName) throw new Error('no React component found');
  const name = doc.displayName;
  const declarations = await declarationsOf(entry, source);
  // The component's own comment (in TypeScript sources, or a build's) and its declaration's (MUI's
  // .d.ts files carry the Demos and API lists): the first that has each part gives it.
  const comments = [doc.description ?? '', (declarations && readComponentComment(declarations, name)) || ''];
  const firstOf = <T,>(read: (comment: string) => T | null, empty: (value: T) => boolean = () => false): T | null =>
    comments.map(read).find((value): value is T => value !== null && !empty(value)) ?? null;
  const toSite = (href: string) => (options.host && href.startsWith(`${options.host}/`) ? href.slice(options.host.length) : href);

  const muiName = /\bname:\s*['"](Mui\w+)['"]/.exec(source)?.[1] ?? null;
  const classesFile = await classesSource(entry, name);
  // The classes' prefix: the theme name, else what the classes file generates them with, else MUI's convention.
  const classPrefix = muiName ?? /generateUtilityClass(?:es)?\(\s*['"]([\w-]+)['"]/.exec(classesFile)?.[1] ?? `Mui${name}`;
  const slotDocs = declarations ? readClassKeys(declarations, `${name}Slots`) : [];

  const props: Record<string, unknown> = {};
  const propDescriptions: Record<string, unknown> = {};
  let slotNames: string[] = [];
  for (const propName of Object.keys(doc.props ?? {}).sort()) {
    const prop = doc.props![propName]!;
    const jsdoc = parseJsDoc(prop.description ?? '');
    if (jsdoc.ignore) continue;
    let type: UpstreamType = prop.type ? fromPropType(prop.type as DocgenPropType) : prop.tsType ? fromTsType(prop.tsType as DocgenTsType) : { name: 'any' };
    // `slots?: ChipSlots`: the interface is in the file, written out as upstream's shape.
    if (propName === 'slots' && type.name === 'custom' && slotDocs.length > 0) type = { name: 'shape', description: `{ ${slotDocs.map((s) => `${s.key}?: elementType`).join(', ')} }` };
    const defaultValue = jsdoc.default ?? (prop.defaultValue && !prop.defaultValue.computed ? prop.defaultValue.value : null);
    const fromTs = prop.tsType ? tsSignature(prop.tsType as DocgenTsType) : null;
    const signature =
      fromTs ??
      (type.name === 'func' && (jsdoc.params.length > 0 || jsdoc.returns)
        ? { type: `function(${jsdoc.params.map((p) => `${p.name}: ${p.type ?? 'any'}`).join(', ')}) => ${jsdoc.returns?.type ?? 'void'}`, args: jsdoc.params.map((p) => p.name) }
        : null);
    const described = jsdoc.params.filter((p) => p.description !== '');
    const additionalInfo = propName === 'sx' ? { sx: true } : propName === 'slots' ? { slotsApi: true } : propName === 'classes' ? { cssApi: true } : null;
    props[propName] = {
      type,
      ...(defaultValue !== null && { default: defaultValue }),
      ...(prop.required && { required: true }),
      ...(jsdoc.deprecated !== null && { deprecated: true, deprecationInfo: markdownToHtml(jsdoc.deprecated) }),
      ...(signature && { signature: { type: signature.type, describedArgs: described.map((p) => p.name) } }),
      ...(additionalInfo && { additionalInfo }),
    };
    propDescriptions[propName] = {
      description: markdownToHtml(jsdoc.text),
      ...(described.length > 0 && { typeDescriptions: Object.fromEntries(described.map((p) => [p.name, markdownToHtml(p.description)])) }),
    };
    if (propName === 'slots') {
      const shape = prop.type?.name === 'shape' ? Object.keys((prop.type as { value?: Record<string, unknown> }).value ?? {}) : [];
      const tsShape = (prop.tsType as DocgenTsType | undefined)?.signature?.properties?.map((p) => (typeof p.key === 'string' ? p.key : '')).filter(Boolean) ?? [];
      slotNames = shape.length > 0 ? shape : tsShape.length > 0 ? tsShape : slotDocs.map((s) => s.key);
    }
  }

  const slots = slotNames.map((slot) => {
    const slotDoc = parseJsDoc(slotDocs.find((s) => s.key === slot)?.description ?? '');
    return { name: slot, description: markdownToHtml(slotDoc.text), ...(slotDoc.default !== null && { default: slotDoc.default }), class: `${classPrefix}-${slot}` };
  });
  const classKeys = readClassKeys(classesFile, `${name}Classes`);
  const classes = classKeys.map(({ key, description }) => ({
    key,
    className: GLOBAL_STATES.has(key) ? `Mui-${key}` : `${classPrefix}-${key}`,
    description: parseJsDoc(description).text,
    isGlobal: GLOBAL_STATES.has(key),
  }));

  const rootTag = /RootComponent extends React\.ElementType = '(\w+)'|defaultComponent: '(\w+)'/.exec(declarations);
  const refTarget = /forwardRef<\s*(\w+)/.exec(source)?.[1] ?? (rootTag ? (ELEMENT_INTERFACES[rootTag[1] ?? rootTag[2]!] ?? 'HTMLElement') : null);
  const inheritance = firstOf(inheritedComponent);
  const demos = firstOf(demoLinks, (links) => links.length === 0) ?? [];
  const description = firstOf(commentDescription, (text) => text === '') ?? '';
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

  const json = {
    props,
    name,
    imports: importLines(entry, name),
    ...(slots.length > 0 && { slots }),
    classes,
    spread: /\{\s*\.\.\.(?:other|rest|props)\s*\}|\.\.\.other\b/.test(source),
    themeDefaultProps: muiName !== null && /\b(?:useDefaultProps|useThemeProps)\(/.test(source),
    ...(muiName !== null && { muiName }),
    forwardsRefTo: /\bforwardRef\b/.test(source) ? refTarget : null,
    filename: `/${path.relative(options.cwd, entry).split(path.sep).join('/')}`,
    inheritance: inheritance ? { component: inheritance.component, pathname: toSite(inheritance.href) } : null,
    demos: demos.length > 0 ? `<ul>${demos.map((d) => `<li><a href="${escape(toSite(d.href))}">${escape(d.text)}</a></li>`).join('\n')}</ul>` : '',
    cssComponent: false,
  };
  const descriptions = {
    componentDescription: markdownToHtml(description),
    propDescriptions,
    classDescriptions: Object.fromEntries(classKeys.map(({ key, description }) => [key, { description: markdownToHtml(parseJsDoc(description).text) }])),
    ...(slots.length > 0 && { slotDescriptions: Object.fromEntries(slots.map((s) => [s.name, s.description])) }),
  };
  return { slug: kebabCase(name), json, descriptions };
}
