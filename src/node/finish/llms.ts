import type { ResolvedConfig } from '../model/config';
import type { TwinListing } from '../model/twin';
import { DEFAULT_LANGUAGE } from '../routing/paths';

/** On one line: a title or description written over several (YAML `|`) cannot start a heading or an item of its own. */
const oneLine = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

/**
 * Text of a page (its title, its description) as literal markdown: a description written as
 * `[x](javascript:alert(2))` is shown as written, not made a link of the list, nor HTML.
 */
const literal = (text: string) => oneLine(text).replace(/[\\[\]<>]/g, '\\$&');

const line = (config: Pick<ResolvedConfig, 'host'>, twin: TwinListing) => {
  const description = twin.description ? literal(twin.description) : '';
  return `- [${literal(twin.title)}](${config.host}${twin.url})${description ? `: ${description}` : ''}`;
};

/** Every English twin in one file. */
export const LLMS_FULL_FILE = 'llms-full.txt';

/**
 * `llms.txt` (llmstxt.org): the site's title, what it holds, then a section per product listing
 * its pages' twins with their descriptions, in English; a product's own at `<id>/llms.txt`;
 * and `llms-full.txt`, every English twin one after the other (`text` reads a twin's text).
 */
export async function llmsFiles(config: Pick<ResolvedConfig, 'host' | 'title' | 'products'>, twins: readonly TwinListing[], text: (twin: TwinListing) => Promise<string>): Promise<Record<string, string>> {
  const { files, full } = llmsParts(config, twins, text);
  const parts: string[] = [];
  for await (const part of full) parts.push(part);
  return { ...files, [LLMS_FULL_FILE]: parts.join('') };
}

/**
 * The llms files as `llmsFiles` makes them, with `llms-full.txt` as its parts in order: tens of
 * megabytes at 10,000 pages, written part by part rather than held whole.
 */
export function llmsParts(
  config: Pick<ResolvedConfig, 'host' | 'title' | 'products'>,
  twins: readonly TwinListing[],
  text: (twin: TwinListing) => Promise<string>,
): { files: Record<string, string>; full: AsyncIterable<string> } {
  const listed = twins.filter((twin) => twin.listed && twin.language === DEFAULT_LANGUAGE);
  const sections = [...config.products.map((product) => ({ id: product.id, name: product.name, description: product.description })), { id: 'null', name: 'Other pages', description: null }]
    .map((product) => ({ ...product, twins: listed.filter((twin) => twin.productId === product.id) }))
    .filter((product) => product.twins.length > 0);
  const products = sections.filter((section) => section.id !== 'null').map((section) => section.name);
  const section = (s: (typeof sections)[number], level: string) => [`${level} ${s.name}`, '', ...(s.description ? [s.description, ''] : []), ...s.twins.map((twin) => line(config, twin))].join('\n');
  const files: Record<string, string> = {
    'llms.txt': `# ${config.title}\n\n> The documentation of ${products.join(', ') || config.title}: each page also as markdown (its URL with \`.md\`), its demos' code and its components' props included. All of it in one file: ${config.host}/llms-full.txt\n\n${sections.map((s) => section(s, '##')).join('\n\n')}\n`,
  };
  for (const s of sections) if (s.id !== 'null') files[`${s.id}/llms.txt`] = `# ${s.name}\n\n> ${s.description ?? `The documentation of ${s.name}.`}\n\n${section({ ...s, name: 'Pages' }, '##')}\n`;
  async function* full(): AsyncGenerator<string> {
    for (const [i, twin] of listed.entries()) yield `${i > 0 ? '\n---\n\n' : ''}<!-- ${config.host}${twin.pageUrl} -->\n\n${(await text(twin)).trim()}\n`;
  }
  return { files, full: full() };
}
