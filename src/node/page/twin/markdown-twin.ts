import path from 'node:path';
import type { ApiPageSource } from '../../model/api-source';
import type { DemoEntry } from '../../model/markdown';
import { calloutMarker } from '../markdown/plugins/remark-callouts';
import { trimEnd } from '../../util/trim';
import { PAGE_TABS_COMPONENT } from '../../model/markdown';
import { demoKey } from '../../demos/demo-key';
import { ownText } from '../../load/check-page-meta';

/**
 * A page's markdown twin (`<page>.md`, as mui.com serves them): what a reader, or an assistant,
 * gets of the page as text. Its markdown with the title and description on top, every demo's
 * source inlined as a fenced block, every embed said in words, callouts as blockquotes, links
 * absolute; on a page listing `components`, their props tables after it. Line by line, outside
 * fenced code: cheap enough to make for every page of every build.
 */

/** What a twin needs of the page and the site. */
export interface TwinInput {
  /** The page's markdown (after the frontmatter) and frontmatter. */
  body: string;
  frontmatter: Record<string, unknown>;
  /** The page's content path (`material-ui/react-button/index.md`), for its relative `.md` links. */
  contentPath: string;
  /** The site's origin (`https://mui.com`), and the prefix of the page's language (`/zh` or ''). */
  host: string;
  languagePrefix: string;
  /** The page's URL (language prefix included), for embeds that show what only the page can. */
  url: string;
  demos: Readonly<Record<string, DemoEntry>>;
  routesByFile: Readonly<Record<string, string>>;
  /** The API of each component (and hook) the page lists, in order. */
  api: readonly ApiPageSource[];
}


/** Tags dropped, entities read: the text of a bit of HTML, on one line. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    // `<[^<>]*>`, not `<[^>]*>`: a run of `<` with no `>` would be read to its end from each one.
    .replace(/<[^<>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return named[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A table cell: one line, its pipes escaped. */
const cell = (value: string) => value.replace(/\|/g, '\\|').split('\n').map((line) => line.trim()).join(' ');

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}

/** A prop's type as TypeScript writes it: union members on one line. */
function typeText(type: { name?: string; description?: string }): string {
  const description = type.description ? htmlToText(type.description) : '';
  return description || type.name || '';
}

/** The API sections of a component, hook or interface, as markdown, under headings of `level`. */
export function apiMarkdown(source: ApiPageSource, level: number): string {
  const { json, descriptions } = source;
  const h = '#'.repeat(level);
  const parts: string[] = [];
  const own = descriptions?.componentDescription ?? descriptions?.hookDescription ?? descriptions?.interfaceDescription;
  if (own) parts.push(htmlToText(own));
  if ((json.imports ?? []).length > 0) parts.push(`${h} Import\n\n\`\`\`js\n${json.imports!.join('\n')}\n\`\`\``);
  const members = (title: string, list: Record<string, { type: { name?: string; description?: string }; default?: string; required?: boolean }> | undefined, described: Record<string, { description?: string }> | undefined) => {
    const entries = Object.entries(list ?? {});
    if (entries.length === 0) return;
    const rows = entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => [`${name}${member.required ? ' (required)' : ''}`, `\`${typeText(member.type)}\``, member.default ? `\`${member.default}\`` : '-', htmlToText(described?.[name]?.description ?? '') || '-']);
    parts.push(`${h} ${title}\n\n${table(['Name', 'Type', 'Default', 'Description'], rows)}`);
  };
  members('Props', json.props, descriptions?.propDescriptions);
  members('Properties', json.properties, descriptions?.propertiesDescriptions);
  members('Parameters', json.parameters, descriptions?.parametersDescriptions);
  members('Return value', json.returnValue, descriptions?.returnValueDescriptions);
  if ((json.slots ?? []).length > 0) {
    parts.push(
      `${h} Slots\n\n${table(
        ['Name', 'Class', 'Default', 'Description'],
        json.slots!.map((slot) => [slot.name, slot.class ? `\`.${slot.class}\`` : '-', slot.default ? `\`${slot.default}\`` : '-', htmlToText(descriptions?.slotDescriptions?.[slot.name] ?? slot.description ?? '') || '-']),
      )}`,
    );
  }
  if ((json.classes ?? []).length > 0) {
    parts.push(
      `${h} CSS classes\n\n${table(
        ['Class name', 'Rule name', 'Description'],
        json.classes!.map((entry) => {
          const described = descriptions?.classDescriptions?.[entry.key];
          const filled = described?.description.replace('{{nodeName}}', described.nodeName ?? '').replace('{{conditions}}', described.conditions ?? '');
          return [`\`.${entry.className}\``, entry.key, htmlToText(filled ?? entry.description ?? '') || '-'];
        }),
      )}`,
    );
  }
  if ((json.cssVariables ?? []).length > 0) {
    parts.push(
      `${h} CSS variables\n\n${table(
        ['Variable', 'Default', 'Description'],
        json.cssVariables!.map((variable) => [`\`${variable.name}\``, variable.default ? `\`${variable.default}\`` : '-', htmlToText(descriptions?.cssVariablesDescriptions?.[variable.name] ?? variable.description ?? '') || '-']),
      )}`,
    );
  }
  return parts.join('\n\n');
}

/** An API page's twin. */
export function apiTwin(source: ApiPageSource, title: string, description: string): string {
  return `# ${title}\n\n${description}\n\n${apiMarkdown(source, 2)}\n`;
}

const EMBED_LINE = /^\s*\{\{(.*)\}\}\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** A site path made absolute (`/x` -> `https://host/x`), and a relative `.md` link made the page's route. */
function absoluteHref(href: string, input: TwinInput): string {
  if (/^[a-z][a-z0-9+.-]*:|^#|^\/\//i.test(href)) return href;
  if (href.startsWith('/')) return `${input.host}${href}`;
  const [target = '', hash = ''] = href.split('#');
  if (/\.md$/i.test(target)) {
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(input.contentPath), target));
    const route = input.routesByFile[file];
    if (route) return `${input.host}${input.languagePrefix}${route}${hash ? `#${hash}` : ''}`;
  }
  return href;
}

/** The links of a line of prose made absolute: markdown links and images, and HTML `href`/`src`. */
function absoluteLinks(line: string, input: TwinInput): string {
  return line
    .replace(/(\]\()(<?)([^)\s>]+)(>?)/g, (_, open: string, lt: string, href: string, gt: string) => `${open}${lt}${absoluteHref(href, input)}${gt}`)
    .replace(/\b(href|src)="([^"]*)"/g, (_, name: string, href: string) => `${name}="${absoluteHref(href, input)}"`);
}

/** The fenced source of a demo: TS where it has it, else JS. */
function demoSource(demo: DemoEntry): string {
  const ts = demo.tsSource !== null;
  const fence = (language: string, code: string) => {
    const ticks = '`'.repeat(Math.max(3, ...[...code.matchAll(/`{3,}/g)].map((m) => m[0].length + 1)));
    return `${ticks}${language}\n${code.replace(/\n$/, '')}\n${ticks}`;
  };
  return fence(ts ? 'tsx' : 'jsx', ts ? demo.tsSource! : demo.jsSource);
}

/** What an embed line becomes: the demo's source, or words for a component. */
function embedText(raw: string, input: TwinInput, title: string | null): string | null {
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(`{${raw}}`);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    value = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value.demo === 'string') {
    const demo = input.demos[demoKey(value.demo)];
    if (!demo) return `*The page shows the demo ${value.demo} here: ${input.host}${input.url}*`;
    if (demo.stylings) return Object.entries(demo.stylings).map(([styling, entry]) => `${entry.name} (${styling}):\n\n${demoSource(entry)}`).join('\n\n');
    return demoSource(demo);
  }
  if (typeof value.component !== 'string') return null;
  const component = value.component;
  if (PAGE_TABS_COMPONENT.test(component)) return '';
  if (/(?:^|\/)ComponentLinkHeader(?:\.[jt]sx?)?$/.test(component)) {
    const fm = input.frontmatter;
    const links = [
      ownText(fm.githubLabel) && `- Feedback: https://github.com/issues?q=label%3A${encodeURIComponent(ownText(fm.githubLabel)!)}`,
      ownText(fm.waiAria) && `- WAI-ARIA: ${ownText(fm.waiAria)}`,
      value.design !== false && ownText(fm.materialDesign) && `- Material Design: ${ownText(fm.materialDesign)}`,
      ownText(fm.packageName) && `- Package: https://npm.im/${ownText(fm.packageName)}`,
    ].filter(Boolean);
    return links.length > 0 ? links.join('\n') : '';
  }
  if (/(?:^|\/)HighlightedCodeWithTabs(?:\.[jt]sx?)?$/.test(component) && Array.isArray(value.tabs)) {
    return (value.tabs as { tab?: unknown; code?: unknown; language?: unknown }[])
      .filter((tab) => typeof tab.code === 'string')
      .map((tab) => `${String(tab.tab ?? '')}:\n\n\`\`\`${typeof tab.language === 'string' ? tab.language : ''}\n${String(tab.code)}\n\`\`\``)
      .join('\n\n');
  }
  const name = path.posix.basename(component).replace(/\.[jt]sx?$/, '');
  return `*The page${title ? ` "${title}"` : ''} shows an interactive ${name} here: ${input.host}${input.url}*`;
}

/** The page's title and description: the frontmatter's, else its `# ` heading and description paragraph. */
/**
 * Characters of a heading or description read for a twin's title, at most: past this a
 * "title" is not one, and the patterns that read it cost quadratic time on a long line.
 */
const MAX_HEADING_READ = 1000;

/** The text of the body's first `# ` heading (its closing `#`s and blanks cut), in linear time. */
function firstHeading(body: string): string | null {
  const start = /^#[ \t]+/m.exec(body);
  if (!start) return null;
  const from = start.index + start[0].length;
  const newline = body.indexOf('\n', from);
  const line = body.slice(from, Math.min(newline === -1 ? body.length : newline, from + MAX_HEADING_READ));
  return trimEnd(line, ' \t#') || null;
}

/** The HTML inside the body's first `<p class="description">`, in linear time. */
function descriptionParagraph(body: string): string | null {
  const start = /<p\s+class="description">/.exec(body);
  if (!start) return null;
  const from = start.index + start[0].length;
  const end = body.indexOf('</p>', from);
  return end === -1 ? null : body.slice(from, Math.min(end, from + MAX_HEADING_READ));
}

export function twinHeading(body: string, frontmatter: Record<string, unknown>): { title: string | null; description: string | null } {
  const written = firstHeading(body);
  // As text: a link's label (a plan badge's link has none), no HTML.
  const heading = written ? htmlToText(written.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')) || null : null;
  const paragraph = descriptionParagraph(body);
  const [title, description] = [ownText(frontmatter.title), ownText(frontmatter.description)];
  return { title: heading ?? title ?? null, description: (paragraph ? htmlToText(paragraph) : null) ?? description ?? null };
}

/** A markdown page's twin. */
export function markdownTwin(input: TwinInput): string {
  const { title, description } = twinHeading(input.body, input.frontmatter);
  const out: string[] = [];
  if (title) out.push(`# ${title}`, '');
  if (description) out.push(description, '');
  let fence: string | null = null;
  let droppedHeading = false;
  let inCallout = false;
  for (const line of input.body.split('\n')) {
    const opens = FENCE.exec(line)?.[1];
    if (fence !== null) {
      out.push(line);
      if (opens && opens[0] === fence[0] && opens.length >= fence.length && line.trim() === opens) fence = null;
      continue;
    }
    if (opens) {
      fence = opens;
      out.push(line);
      continue;
    }
    // The heading and the description are on top already.
    if (!droppedHeading && /^#[ \t]+/.test(line)) {
      droppedHeading = true;
      continue;
    }
    if (/<p\s+class="description">/.test(line)) continue;
    if (/^\s*<\/?codeblock\b[^>]*>\s*$/.test(line)) continue;
    const embed = EMBED_LINE.exec(line);
    if (embed) {
      const shown = embedText(embed[1]!, input, title);
      if (shown !== null) {
        if (shown !== '') out.push(shown);
        continue;
      }
    }
    const marker = calloutMarker(line);
    if (marker !== null) {
      // An opener starts a quote, with its kind (a bare `:::` opens a plain one); the next closes it.
      if (inCallout) out.push('');
      else out.push(...(marker ? [`> **${marker[0]!.toUpperCase()}${marker.slice(1)}**`, '>'] : []));
      inCallout = !inCallout;
      continue;
    }
    const shown = absoluteLinks(line, input);
    out.push(inCallout ? `> ${shown}`.trimEnd() : shown);
  }
  if (input.api.length > 0) {
    out.push('', '## API', '');
    for (const source of input.api) out.push(`### ${source.json.name}`, '', apiMarkdown(source, 4), '');
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
