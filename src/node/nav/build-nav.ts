import { z } from 'zod';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { describeValue, formatKeyPath } from '../config/schema';
import { comparablePathname, inApiSection } from '../routing/paths';
import { shownValue } from '../util/limits';
import { resolveTitle, type TitleTable } from './titles';
import type { NavEntryInput, NavItem, NavTree } from '../model/nav';

const navEntrySchema: z.ZodType<NavEntryInput> = z.lazy(() =>
  z.strictObject({
    pathname: z.string().min(1),
    title: z.union([z.string(), z.literal(false)]).optional(),
    subheader: z.string().optional(),
    children: z.array(navEntrySchema).optional(),
    plan: z.enum(['community', 'pro', 'premium']).optional(),
    newFeature: z.boolean().optional(),
    planned: z.boolean().optional(),
    unstable: z.boolean().optional(),
    beta: z.boolean().optional(),
    legacy: z.boolean().optional(),
    deprecated: z.boolean().optional(),
    icon: z.string().optional(),
    linkProps: z.record(z.string(), z.unknown()).optional(),
    inSideNav: z.boolean().optional(),
    ordered: z.boolean().optional(),
  }),
);

export const navFileSchema = z.array(navEntrySchema);

/** The n-th entry with an exact pathname in a file (occurrence 2 is the second one written). */
export interface PathnameOccurrence {
  pathname: string;
  occurrence: number;
}

export interface DuplicatePathname extends PathnameOccurrence {
  /** The entry it repeats: the first one with the same path. */
  first: PathnameOccurrence;
}

/**
 * Walks the tree depth first, as readers meet it, and returns every entry whose path was
 * already seen. Entries under components-api or hooks-api never count as duplicates.
 */
export function findDuplicatePathnames(entries: readonly NavEntryInput[]): DuplicatePathname[] {
  const seen = new Map<string, PathnameOccurrence>();
  const occurrences = new Map<string, number>();
  const duplicates: DuplicatePathname[] = [];
  const visit = (list: readonly NavEntryInput[]) => {
    for (const entry of list) {
      const count = (occurrences.get(entry.pathname) ?? 0) + 1;
      occurrences.set(entry.pathname, count);
      const key = comparablePathname(entry.pathname);
      const first = seen.get(key);
      if (first && !inApiSection(entry.pathname)) {
        duplicates.push({ pathname: entry.pathname, occurrence: count, first });
      }
      if (!first) seen.set(key, { pathname: entry.pathname, occurrence: count });
      if (entry.children) visit(entry.children);
    }
  };
  visit(entries);
  return duplicates;
}

/**
 * The lines on which each `pathname: "<value>"` is written in a JSON or TS navigation source,
 * in order, found in one pass so that entries can point at their line.
 */
export function pathnameLines(source: string): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  // `[^\\]`, not `.`, beside the escape: a backslash matched by both alternatives made the
  // pattern try every split of a run of `\x` pairs (exponential time on an unclosed string).
  const pattern = /["']?pathname["']?\s*:\s*(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
  let line = 1;
  let scanned = 0;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    for (let i = scanned; i < match.index; i += 1) if (source.charCodeAt(i) === 10) line += 1;
    scanned = match.index;
    const value = match[1] === '"' ? (JSON.parse(`"${match[2]}"`) as string) : match[2]!;
    const list = lines.get(value) ?? [];
    list.push(line);
    lines.set(value, list);
  }
  return lines;
}

export function lineOfPathname(lines: Map<string, number[]>, pathname: string, occurrence: number): number | undefined {
  return lines.get(pathname)?.[occurrence - 1];
}

/**
 * Whether a navigation pathname may be a link: a path of the site (`/joy-ui/...`) or a web
 * address (`https://mui.com/store/`). Anything else (`javascript:...`, `data:...`, `//host`)
 * could make the link run code or lead somewhere its text does not say.
 */
const isLinkable = (pathname: string): boolean => (pathname.startsWith('/') && !pathname.startsWith('//')) || /^https?:\/\/[^/]/i.test(pathname);

function firstPageHref(entry: NavEntryInput): string {
  const first = entry.children?.[0];
  if (!first) return entry.pathname;
  // A parent leads to its first child; when that child is a subheader group, to the group's first page.
  if (first.subheader && first.children?.length) return first.children.find((child) => isLinkable(child.pathname))?.pathname ?? first.pathname;
  return first.pathname;
}

/**
 * The attributes an entry's `linkProps` may put on its link: data for scripts and analytics,
 * accessibility, and how the link opens. Anything else (an `href` replacing the target, an
 * event handler, `dangerouslySetInnerHTML`) could change what the link is or does.
 */
const LINK_PROP = /^(?:target|rel|title|lang|hrefLang|data-[a-z0-9_.:-]+|aria-[a-z]+)$/;

/**
 * The attributes of an entry's link from its `linkProps`: those a navigation link may take, as
 * text. Upstream's `sx` styles its own link component (MUI X's `pages.ts` gives one): docs-site's
 * theme styles its links, so it is left out, as nothing a reader sees depends on it.
 */
function linkAttributes(entry: NavEntryInput, line: number | null, report: (diagnostic: Diagnostic) => void): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(entry.linkProps ?? {})) {
    if (name === 'sx') continue;
    const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
    if (LINK_PROP.test(name) && text !== null) {
      attributes[name] = text;
      continue;
    }
    report(
      error({
        code: 'nav/link-props',
        message: LINK_PROP.test(name)
          ? `linkProps of ${entry.pathname}: "${name}" is ${describeValue(value)}, not an attribute's text`
          : `linkProps of ${entry.pathname}: "${name}" is not an attribute a navigation link may take`,
        ...(line !== null && { line }),
        hint: 'linkProps may set target, rel, title, lang, hrefLang, data-* and aria-* attributes, each a string',
      }),
    );
  }
  return attributes;
}

/** The entries whose pathname may be a link, each other one an error at its line (and left out, with its children). */
function linkableEntries(entries: readonly NavEntryInput[], lineOf: (pathname: string) => number | null, report: (diagnostic: Diagnostic) => void): NavEntryInput[] {
  return entries.filter((entry) => {
    if (isLinkable(entry.pathname)) return true;
    const line = lineOf(entry.pathname);
    report(
      error({
        code: 'nav/invalid-pathname',
        message: `Navigation pathname ${shownValue(entry.pathname)} is neither a path of the site nor a web address: the entry was left out`,
        ...(line !== null && { line }),
        hint: 'write a path starting with "/" or an address starting with "https://"',
      }),
    );
    return false;
  });
}

function resolveItem(entry: NavEntryInput, titles: TitleTable, lineOf: (pathname: string) => number | null, report: (diagnostic: Diagnostic) => void): NavItem {
  const line = lineOf(entry.pathname);
  const children = linkableEntries(entry.children ?? [], lineOf, report);
  return {
    pathname: entry.pathname,
    line,
    title: resolveTitle(entry, titles),
    subheader: entry.subheader ? (titles[entry.subheader] ?? resolveTitle({ pathname: entry.pathname, subheader: entry.subheader }, titles)) : null,
    href: firstPageHref({ ...entry, children }),
    children: children.map((child) => resolveItem(child, titles, lineOf, report)),
    plan: entry.plan ?? 'community',
    newFeature: entry.newFeature ?? false,
    planned: entry.planned ?? false,
    unstable: entry.unstable ?? false,
    beta: entry.beta ?? false,
    legacy: entry.legacy ?? false,
    deprecated: entry.deprecated ?? false,
    icon: entry.icon ?? null,
    linkProps: linkAttributes(entry, line, report),
    inSideNav: entry.inSideNav ?? true,
    ordered: entry.ordered ?? true,
  };
}

export interface BuildNavInput {
  productId: string | null;
  /** The file, relative to the project, for messages. */
  file: string | null;
  /** The file's text, to find lines in. */
  source: string;
  /** The parsed file (or the TS module's default export). */
  data: unknown;
  titles: TitleTable;
}

/**
 * Validates a navigation file and resolves it into a tree. A duplicated pathname is an error
 * with the spec's message, at the line of the second occurrence.
 */
export function buildNavTree(input: BuildNavInput): { tree: NavTree | null; diagnostics: Diagnostic[] } {
  const { file, source } = input;
  const parsed = navFileSchema.safeParse(input.data, { reportInput: true });
  if (!parsed.success) {
    return {
      tree: null,
      diagnostics: parsed.error.issues.map((issue) => {
        const keyPath = formatKeyPath(issue.path) || '(root)';
        const message =
          issue.code === 'unrecognized_keys'
            ? `${keyPath}: unknown navigation field ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`
            : issue.code === 'invalid_type'
              ? `${keyPath}: expected ${issue.expected}, received ${describeValue(issue.input)}`
              : `${keyPath}: ${issue.message}`;
        return error({ code: 'nav/invalid', message, ...(file && { file }) });
      }),
    };
  }
  const lines = pathnameLines(source);
  const diagnostics: Diagnostic[] = findDuplicatePathnames(parsed.data).map(({ pathname, occurrence, first }) => {
    const line = lineOfPathname(lines, pathname, occurrence);
    const firstLine = lineOfPathname(lines, first.pathname, first.occurrence);
    const firstPlace = [file, firstLine].filter((part) => part !== null && part !== undefined).join(':');
    return error({
      code: 'nav/duplicate-pathname',
      message: `Duplicated pathname ${pathname} in pages\nfirst listed${firstPlace ? ` at ${firstPlace}` : ' earlier'}${first.pathname === pathname ? '' : ` as ${first.pathname}`}`,
      ...(file && { file }),
      ...(line !== undefined && { line }),
      hint: 'each page may appear once in a navigation tree; remove or rename one entry',
    });
  });
  // Entries are resolved in the order they are written, so the n-th entry with a pathname
  // takes the n-th line where that pathname is written.
  const seen = new Map<string, number>();
  const lineOf = (pathname: string) => {
    const occurrence = (seen.get(pathname) ?? 0) + 1;
    seen.set(pathname, occurrence);
    return lineOfPathname(lines, pathname, occurrence) ?? null;
  };
  const report = (diagnostic: Diagnostic) => diagnostics.push({ ...diagnostic, ...(file && { file }) });
  const items = linkableEntries(parsed.data, lineOf, report).map((entry) => resolveItem(entry, input.titles, lineOf, report));
  return { tree: { productId: input.productId, file, items }, diagnostics };
}

