import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { SearchSection } from '../../model/search';

/** Longest text kept per section: a section longer than this is found by its beginning. */
export const MAX_SECTION_TEXT = 3000;
/** Longest code kept per section: enough for the props and imports a reader searches for. */
export const MAX_SECTION_CODE = 600;

/** Parts of the content that are not the page's words: anchors, badges, ads, the demos' live markup. */
const LEFT_OUT = new Set(['docs-anchor', 'docs-ad', 'docs-island', 'docs-missing', 'docs-embed', 'script', 'style', 'template']);
/** Their text is code: searched apart, with a low weight. */
const CODE = new Set(['docs-code', 'docs-code-tabs', 'pre']);
/** Boundaries between words that the markup alone marks (`<td>a</td><td>b</td>` is "a b"). */
const BLOCK = new Set(['p', 'li', 'td', 'th', 'tr', 'br', 'div', 'blockquote', 'h4', 'h5', 'h6', 'dt', 'dd', 'summary', 'details', 'docs-callout']);

interface Collected {
  text: string[];
  code: string[];
}

function collect(node: ElementContent | RootContent, into: Collected, mode: 'text' | 'code'): void {
  if (node.type === 'text') {
    (mode === 'code' ? into.code : into.text).push(node.value);
    return;
  }
  if (node.type !== 'element') return;
  if (LEFT_OUT.has(node.tagName)) return;
  // A demo is its live component and its sources: neither is prose, and the sources are the
  // demo's, not the page's, so they are left out (the page's own code blocks are searched).
  if (node.tagName === 'docs-demo') return;
  const childMode = CODE.has(node.tagName) ? 'code' : mode;
  const block = BLOCK.has(node.tagName) || CODE.has(node.tagName);
  if (block) (childMode === 'code' ? into.code : into.text).push(' ');
  for (const child of node.children) collect(child, into, childMode);
  if (block) (childMode === 'code' ? into.code : into.text).push(' ');
}

const squeeze = (parts: string[], max: number) => {
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  return text.length > max ? text.slice(0, max) : text;
};

/** A heading's words, without its anchor link or plan badge. */
function headingText(node: Element): string {
  const into: Collected = { text: [], code: [] };
  for (const child of node.children) {
    if (child.type === 'element' && child.tagName === 'docs-plan') continue;
    collect(child, into, 'text');
  }
  return squeeze([...into.text, ...into.code], MAX_SECTION_TEXT);
}

/**
 * Cuts a page's compiled body into sections at its h2 and h3 headings (those with an id, the
 * ones a link can reach), each with its prose and its code. The text before the first h2 is
 * the introduction (anchor `''`), with the description given, which the body may not hold.
 * Only the page's content is read: the navigation, app bar and footer are the templates', not
 * in this tree. An introduction with no words is dropped.
 */
export function extractSections(hast: Root, description: string | null = null): SearchSection[] {
  const sections: SearchSection[] = [];
  let current = { anchor: '', heading: '', parts: { text: [description ?? '', ' '], code: [] } as Collected };
  const close = () => {
    const text = squeeze(current.parts.text, MAX_SECTION_TEXT);
    const code = squeeze(current.parts.code, MAX_SECTION_CODE);
    if (current.anchor !== '' || text !== '' || code !== '') sections.push({ anchor: current.anchor, heading: current.heading, text, code });
  };
  for (const node of hast.children) {
    const id = node.type === 'element' ? node.properties.id : undefined;
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3') && typeof id === 'string' && id !== '') {
      close();
      current = { anchor: id, heading: headingText(node), parts: { text: [], code: [] } };
      continue;
    }
    // The description is given apart (it is the page's, whether written in the body or not).
    if (node.type === 'element' && node.tagName === 'p' && Array.isArray(node.properties.className) && node.properties.className.includes('description')) continue;
    if (node.type === 'element' && node.tagName === 'h1') continue;
    collect(node, current.parts, 'text');
  }
  close();
  return sections;
}
