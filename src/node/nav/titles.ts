import { trimEnd } from '../util/trim';
/** Title tables map a subheader or pathname to a title; see `pageTitles` in the config. */
export type TitleTable = Readonly<Record<string, string>>;

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const camelCase = (s: string) =>
  s
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : upperFirst(word)))
    .join('');
const pascalCase = (s: string) => upperFirst(camelCase(s));

/**
 * The title of a navigation entry that has none: from its subheader, else the last segment
 * of its path, without a leading `react-` and anything after a `.`. API pages are named like
 * code (`/api-docs/button-base` -> `ButtonBase`, `/joy-ui/api/use-autocomplete` -> `useAutocomplete`),
 * other pages like prose (`/getting-started/the-sx-prop` -> `The sx prop`).
 */
export function deriveTitle(entry: { pathname: string; subheader?: string }): string {
  const path = trimEnd(entry.subheader ?? entry.pathname, '/', 1);
  const name = path
    .slice(path.lastIndexOf('/') + 1)
    .replace(/^react-/, '')
    .replace(/\..*/, '');
  // Anywhere in the path, as upstream's pageToTitle looks (`/material-ui/api/accordion-actions`
  // -> `AccordionActions`, not "Accordion actions").
  if (path.includes('/api-docs/')) return pascalCase(name);
  if (path.includes('/api/')) return name.startsWith('use') ? camelCase(name) : pascalCase(name);
  return upperFirst(name.replace(/-/g, ' '));
}

/**
 * The title shown for an entry: none for `title: false`; else its own title; else the title
 * table's entry for its subheader or pathname; else one derived from its path.
 */
export function resolveTitle(
  entry: { pathname: string; title?: string | false; subheader?: string },
  table: TitleTable = {},
): string | null {
  if (entry.title === false) return null;
  if (entry.title) return entry.title;
  const key = entry.subheader ?? entry.pathname;
  return table[key] ?? deriveTitle(entry);
}
