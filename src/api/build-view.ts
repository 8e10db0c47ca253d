import type { ResolvedApiConfig } from '../config/types';
import type { InternalLink, MarkdownContext, TocItem } from '../markdown/types';
import { sanitiseHtml } from './sanitize-html';
import type { ApiProp } from './schema';
import { propTypeView } from './type-text';
import type { ApiPageSource } from './types';
import type { ApiNoteView, ApiPageView, ApiPropView, ApiSectionView } from './view-types';

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
const JOY_EXTENSIONS: Record<string, { what: string; anchor: string; label: string }> = {
  'joy-color': { what: 'colors', anchor: 'extend-colors', label: 'Themed components—Extend colors' },
  'joy-size': { what: 'sizes', anchor: 'extend-sizes', label: 'Themed components—Extend sizes' },
  'joy-variant': { what: 'variants', anchor: 'extend-variants', label: 'Themed components—Extend variants' },
};

/** The lines under a prop's description: links to the guides and sections that explain it. */
function propNotes(name: string, prop: ApiProp, guides: ResolvedApiConfig['guides'], hasSlots: boolean, hasClasses: boolean): ApiNoteView[] {
  const info = prop.additionalInfo ?? {};
  const notes: ApiNoteView[] = [];
  if (info.sx || name === 'sx') {
    notes.push(guides.sx ? { before: 'See the ', link: { label: 'sx page', href: guides.sx }, after: ' for more details.' } : { before: 'The system prop for style overrides.', link: null, after: '' });
  }
  if (name === 'slots' || name === 'slotProps' || info.slotsApi) {
    if (hasSlots) notes.push({ before: 'See ', link: { label: 'Slots API', href: '#slots' }, after: ' below for more details.' });
    if (guides.slots) notes.push({ before: 'To learn how to use them, see ', link: { label: 'Overriding component structure', href: guides.slots }, after: '.' });
  }
  if ((name === 'classes' || info.cssApi) && hasClasses) notes.push({ before: 'See ', link: { label: 'CSS classes API', href: '#classes' }, after: ' below for more details.' });
  for (const [flag, extension] of Object.entries(JOY_EXTENSIONS)) {
    if (!info[flag]) continue;
    notes.push({
      before: `To learn how to add your own ${extension.what}, check out `,
      link: { label: extension.label, href: `/joy-ui/customization/themed-components#${extension.anchor}` },
      after: '.',
    });
  }
  return notes;
}

/**
 * An API page's view-model, from its metadata: every HTML string sanitised, types made
 * readable, and the sections' ids. Pure but for the HTML parser; run at render time, in the
 * thread that renders the page.
 */
export function buildApiPage(source: ApiPageSource, guides: ResolvedApiConfig['guides'], context: MarkdownContext): BuiltApiPage {
  const { json, descriptions } = source;
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

  const sections: ApiSectionView[] = [];
  if (demosHtml) sections.push({ kind: 'demos', id: 'demos', title: 'Demos' });
  if ((json.imports ?? []).length > 0) sections.push({ kind: 'import', id: 'import', title: 'Import' });
  sections.push({ kind: 'props', id: 'props', title: 'Props' });
  if (json.themeDefaultProps && json.muiName) sections.push({ kind: 'theme-default-props', id: 'theme-default-props', title: 'Theme default props' });
  if (slots.length > 0) sections.push({ kind: 'slots', id: 'slots', title: 'Slots' });
  if (classes.length > 0) sections.push({ kind: 'classes', id: 'classes', title: 'CSS classes' });
  if (cssVariables.length > 0) sections.push({ kind: 'css-variables', id: 'css-variables', title: 'CSS variables' });
  const sectionIds = new Set(sections.map((s) => s.id));

  const props: ApiPropView[] = Object.entries(json.props)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, prop]) => {
      const described = descriptions?.propDescriptions?.[name];
      const notes = propNotes(name, prop, guides, slots.length > 0, classes.length > 0);
      if (described?.requiresRef) notes.push({ before: '⚠️ Needs to be able to hold a ref.', link: null, after: '' });
      for (const note of notes) if (note.link) link(note.link.href, 'props');
      const deprecated = prop.deprecated || described?.deprecated !== undefined;
      return {
        name,
        id: sectionIds.has(name) ? `prop-${name}` : name,
        type: propTypeView(prop.type),
        default: prop.default ?? null,
        required: prop.required ?? false,
        deprecationHtml: deprecated ? (html(prop.deprecationInfo ?? described?.deprecated, 'props') ?? '') : null,
        descriptionHtml: html(described?.description, 'props'),
        signature: prop.signature
          ? {
              type: prop.signature.type,
              args: (prop.signature.describedArgs ?? []).flatMap((arg) => {
                const argHtml = html(described?.typeDescriptions?.[arg], 'props');
                return argHtml ? [{ name: arg, descriptionHtml: argHtml }] : [];
              }),
              returnedHtml: html(prop.signature.returned, 'props'),
            }
          : null,
        notes,
      };
    });
  if (json.inheritance) link(json.inheritance.pathname, 'inheritance');

  const toc: TocItem[] = [];
  for (const section of sections) {
    const entry: TocItem = { id: section.id, text: section.title, children: [] };
    // Theme default props belong to the props: an h3 under them, as upstream has it.
    if (section.kind === 'theme-default-props') toc.at(-1)?.children.push(entry);
    else toc.push(entry);
  }

  return {
    view: {
      name: json.name,
      descriptionHtml: html(descriptions?.componentDescription, 'name'),
      deprecationHtml: json.deprecated ? (html(json.deprecationInfo, 'name') ?? '') : null,
      imports: json.imports ?? [],
      demosHtml,
      props,
      ref: json.forwardsRefTo ?? null,
      inheritance: json.inheritance ? { component: json.inheritance.component, href: json.inheritance.pathname } : null,
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
