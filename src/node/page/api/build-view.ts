import type { ResolvedApiConfig } from '../../model/config';
import { interfaceText, type InterfaceText } from '../../util/interface-text';
import type { InternalLink, MarkdownContext, TocItem } from '../../model/markdown';
import { API_STRINGS } from '../../strings/api-strings';
import { sanitiseHtml } from './sanitize-html';
import { elsewhereHref } from '../markdown/plugins/rehype-links';
import type { ApiMember, ApiProp } from '../../model/api-schema';
import { apiPageKind, selectorsByCategory } from '../../load/api-kind';
import { escapeCode, textToHash } from '../markdown/common/slug';
import { propTypeView } from './type-text';
import type { ApiPageSource } from '../../model/api-source';
import type { ApiNoteView, ApiPageView, ApiPropView, ApiSectionKind, ApiSectionView } from '../../model/api-view';
import { byCodeUnits } from '../../util/code-units';
import { kebabCase } from '../../util/kebab-case';

/** An API page ready for its layout: the view, its table of contents, and its links with their lines in the JSON file. */
export interface BuiltApiPage {
  view: ApiPageView;
  toc: TocItem[];
  links: InternalLink[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Upstream's JSON writes class and slot descriptions as text with `code` spans: as HTML. */
const textWithCodeToHtml = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** Joy UI's props whose values the theme can extend, and the section of the guide that says how. */
const JOY_EXTENSIONS: Record<string, string> = {
  'joy-color': 'extend-colors',
  'joy-size': 'extend-sizes',
  'joy-variant': 'extend-variants',
};

/**
 * A note whose translated sentence holds its link at `{{link}}`: the text either side of it.
 * A sentence without the placeholder keeps its link at its end: the link is never lost.
 */
function noteWithLink(sentence: string, label: string, href: string): ApiNoteView {
  const at = sentence.indexOf('{{link}}');
  if (at === -1) return { before: sentence, link: { label, href }, after: '' };
  return { before: sentence.slice(0, at), link: { label, href }, after: sentence.slice(at + '{{link}}'.length) };
}

/** The lines under a prop's description, in the page's language: links to the guides and sections that explain it. */
function propNotes(name: string, prop: ApiProp, guides: ResolvedApiConfig['guides'], hasSlots: boolean, hasClasses: boolean, text: InterfaceText, idPrefix: string): ApiNoteView[] {
  const info = prop.additionalInfo ?? {};
  const notes: ApiNoteView[] = [];
  const note = (key: string, href: string) => notes.push(noteWithLink(text(`api-docs.additional-info.${key}`), text(`api-docs.additional-info.${key}Link`), href));
  if (info.sx || name === 'sx') {
    if (guides.sx) note('sx', guides.sx);
    else notes.push({ before: text('api-docs.additional-info.sxWithoutGuide'), link: null, after: '' });
  }
  if (name === 'slots' || name === 'slotProps' || info.slotsApi) {
    if (hasSlots) note('slotsApi', `#${idPrefix}slots`);
    if (guides.slots) note('slotsGuide', guides.slots);
  }
  if ((name === 'classes' || info.cssApi) && hasClasses) note('cssApi', `#${idPrefix}classes`);
  for (const [flag, anchor] of Object.entries(JOY_EXTENSIONS)) {
    if (info[flag]) note(flag, `/joy-ui/customization/themed-components#${anchor}`);
  }
  return notes;
}

/** Each section's title: an interface string, so that the headings and the table of contents are in the page's language. */
const SECTION_TITLE_KEYS: Record<ApiSectionKind, string> = {
  demos: 'api-docs.demos',
  import: 'api-docs.import',
  props: 'api-docs.props',
  'theme-default-props': 'api-docs.themeDefaultProps',
  slots: 'api-docs.slots',
  classes: 'api-docs.classes',
  'css-variables': 'api-docs.cssVariables',
  properties: 'api-docs.properties',
  parameters: 'api-docs.parameters',
  'return-value': 'api-docs.returnValue',
  selectors: 'api-docs.selectors',
};

export interface ApiPageOptions {
  /**
   * Put before every id of the page (`button-`: `#button-props`), for an API that shares its
   * page with others (a page's API tab); props then answer `#button-prop-<name>` only.
   */
  idPrefix?: string;
}

/** English, for a page built without a language's strings (tests, tools). */
const englishText: InterfaceText = interfaceText({}, API_STRINGS);

/**
 * An API page's view-model, from its metadata: every HTML string sanitised, types made
 * readable, and the sections' ids; what the engine writes itself (section titles, notes) is
 * `text`'s, the interface strings of the page's language. Pure but for the HTML parser; run at
 * render time, in the thread that renders the page.
 */
export function buildApiPage(
  source: ApiPageSource,
  guides: ResolvedApiConfig['guides'],
  context: MarkdownContext,
  text: InterfaceText = englishText,
  options: ApiPageOptions = {},
): BuiltApiPage {
  const { json, descriptions } = source;
  const idPrefix = options.idPrefix ?? '';
  const links: InternalLink[] = [];
  /** Sanitised HTML of a metadata string; its links point at `key`'s line of the JSON file. */
  const html = (value: string | undefined | null, key: string): string | null => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const sanitised = sanitiseHtml(value, context);
    const line = source.lines[key] ?? null;
    links.push(...sanitised.links.map((link) => ({ ...link, line, column: null })));
    return sanitised.html;
  };
  const link = (href: string, key: string) => links.push({ pathname: null, hash: null, href, target: href, line: source.lines[key] ?? null, column: null });

  const slots = (json.slots ?? []).map((slot) => ({
    name: slot.name,
    className: slot.class ?? null,
    default: slot.default ?? null,
    descriptionHtml: html(descriptions?.slotDescriptions?.[slot.name] ?? (slot.description !== undefined ? textWithCodeToHtml(slot.description) : null), 'slots'),
  }));
  const classes = (json.classes ?? []).map((entry) => {
    const described = descriptions?.classDescriptions?.[entry.key];
    const filled = described?.description
      .replace('{{nodeName}}', described.nodeName ?? '')
      .replace('{{conditions}}', described.conditions ?? '');
    return {
      key: entry.key,
      className: entry.className,
      isGlobal: entry.isGlobal ?? false,
      descriptionHtml: html(filled ?? (entry.description !== undefined ? textWithCodeToHtml(entry.description) : null), 'classes'),
    };
  });
  const cssVariables = (json.cssVariables ?? []).map((variable) => ({
    name: variable.name,
    default: variable.default ?? null,
    descriptionHtml: html(descriptions?.cssVariablesDescriptions?.[variable.name] ?? variable.description, 'cssVariables'),
  }));
  const demosHtml = html(json.demos, 'demos');

  const kind = apiPageKind(json);
  const kinds: ApiSectionKind[] = [];
  if (demosHtml) kinds.push('demos');
  if ((json.imports ?? []).length > 0) kinds.push('import');
  if (kind === 'component' || Object.keys(json.props).length > 0) kinds.push('props');
  if (json.properties) kinds.push('properties');
  if (json.parameters) kinds.push('parameters');
  if (json.returnValue) kinds.push('return-value');
  if (json.themeDefaultProps && json.muiName) kinds.push('theme-default-props');
  if (slots.length > 0) kinds.push('slots');
  if (classes.length > 0) kinds.push('classes');
  if (cssVariables.length > 0) kinds.push('css-variables');
  const sections: ApiSectionView[] = kinds.map((kind) => ({ kind, id: `${idPrefix}${kind}`, title: text(SECTION_TITLE_KEYS[kind]) }));
  const sectionIds = new Set(sections.map((s) => s.id));
  // Selectors: a section per category, those with none last under "Selectors".
  const selectorGroups = selectorsByCategory(json.selectors ?? []).map(({ category, selectors }) => {
    const title = category ?? text(SECTION_TITLE_KEYS.selectors);
    // Its id as a heading's (`Visible Columns`: `visible-columns`), unique on the page.
    const slug = textToHash(escapeCode(title)) || 'selectors';
    let id = `${idPrefix}${slug}`;
    for (let n = 2; sectionIds.has(id); n += 1) id = `${idPrefix}${slug}-${n}`;
    sectionIds.add(id);
    const section: ApiSectionView = { kind: 'selectors', id, title };
    sections.push(section);
    return {
      sectionId: section.id,
      selectors: selectors.map((selector) => ({
        name: selector.name,
        id: `${idPrefix}${selector.name}`,
        anchors: [],
        type: { name: '', members: [selector.returnType] },
        default: null,
        required: false,
        deprecationHtml: null,
        descriptionHtml: html(selector.description ? textWithCodeToHtml(selector.description) : null, 'name'),
        signature: null,
        notes: [],
      })),
    };
  });

  const props: ApiPropView[] = Object.entries(json.props)
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([name, prop]) => {
      const described = descriptions?.propDescriptions?.[name];
      const notes = propNotes(name, prop, guides, slots.length > 0, classes.length > 0, text, idPrefix);
      if (described?.requiresRef) notes.push({ before: text('api-docs.additional-info.needsRef'), link: null, after: '' });
      for (const note of notes) {
        if (!note.link) continue;
        const elsewhere = elsewhereHref(note.link.href, context.elsewhere);
        if (elsewhere) note.link = { ...note.link, href: elsewhere };
        else link(note.link.href, 'props');
      }
      const deprecated = prop.deprecated || described?.deprecated !== undefined;
      // Upstream's own anchor for a prop (`#data-grid-pro-prop-pinnedColumnsSectionSeparator`):
      // the row's id where several components share the page.
      const upstreamId = `${kebabCase(json.name)}-prop-${name}`;
      return {
        name,
        id: idPrefix ? upstreamId : sectionIds.has(name) ? `prop-${name}` : name,
        anchors: idPrefix ? [] : [upstreamId],
        type: propTypeView(prop.type),
        default: prop.default ?? null,
        required: prop.required ?? false,
        deprecationHtml: deprecated ? (html(prop.deprecationInfo ?? described?.deprecated, 'props') ?? '') : null,
        descriptionHtml: html(described?.description, 'props'),
        signature: prop.signature
          ? {
              type: prop.signature.type,
              args: (prop.signature.describedArgs ?? []).flatMap((arg) => {
                const typeDescription = described?.typeDescriptions?.[arg];
                const argHtml = html(typeof typeDescription === 'string' ? typeDescription : typeDescription?.description, 'props');
                return argHtml ? [{ name: arg, descriptionHtml: argHtml }] : [];
              }),
              returnedHtml: html(prop.signature.returned, 'props'),
            }
          : null,
        notes,
      };
    });
  // Upstream's inheritance may name another product's page (`/base-ui/react-popper/...`), which another site may serve.
  const inheritanceHref = json.inheritance ? (elsewhereHref(json.inheritance.pathname, context.elsewhere) ?? json.inheritance.pathname) : null;
  if (json.inheritance && inheritanceHref === json.inheritance.pathname) link(json.inheritance.pathname, 'inheritance');

  /** An interface's properties, or a hook's parameters or return value: a table like the props'. */
  const members = (list: Record<string, ApiMember> | undefined, described: Record<string, { description: string }> | undefined, key: string, prefix: string): ApiPropView[] =>
    Object.entries(list ?? {})
      .sort(([a], [b]) => byCodeUnits(a, b))
      .map(([name, member]) => ({
        name,
        id: `${idPrefix}${prefix}-${name}`,
        anchors: [
          ...(idPrefix || sectionIds.has(name) || name === prefix ? [] : [name]),
          // Upstream's anchor for an interface's member (`#grid-api-prop-setFilterModel`), which its pages link to.
          ...(prefix === 'property' ? [`${kebabCase(json.name)}-prop-${name}`] : []),
        ],
        type: propTypeView({ name: member.type.name ?? '', description: member.type.description }),
        default: member.default ?? null,
        required: member.required ?? false,
        deprecationHtml: member.deprecated ? (html(member.deprecationInfo, key) ?? '') : null,
        descriptionHtml: html(described?.[name]?.description, key),
        signature: null,
        notes: [],
      }));
  const properties = members(json.properties, descriptions?.propertiesDescriptions, 'properties', 'property');
  const parameters = members(json.parameters, descriptions?.parametersDescriptions, 'parameters', 'parameter');
  const returnValue = members(json.returnValue, descriptions?.returnValueDescriptions, 'returnValue', 'return-value');

  const toc: TocItem[] = [];
  for (const section of sections) {
    const entry: TocItem = { id: section.id, text: section.title, children: [] };
    // Theme default props belong to the props: an h3 under them, as upstream has it.
    if (section.kind === 'theme-default-props') toc.at(-1)?.children.push(entry);
    else toc.push(entry);
  }

  return {
    view: {
      kind,
      name: json.name,
      descriptionHtml: html(descriptions?.componentDescription ?? descriptions?.interfaceDescription ?? descriptions?.hookDescription, 'name'),
      deprecationHtml: json.deprecated ? (html(json.deprecationInfo, 'name') ?? '') : null,
      imports: json.imports ?? [],
      demosHtml,
      props,
      properties,
      parameters,
      returnValue,
      selectorGroups,
      ref: json.forwardsRefTo ?? null,
      inheritance: json.inheritance ? { component: json.inheritance.component, href: inheritanceHref! } : null,
      spread: json.spread ?? false,
      themeDefaultProps: json.themeDefaultProps && json.muiName ? json.muiName : null,
      cssComponent: json.cssComponent ?? false,
      slots,
      classes,
      cssVariables,
      sections,
    },
    toc,
    links,
  };
}
