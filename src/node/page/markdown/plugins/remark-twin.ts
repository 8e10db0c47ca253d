import path from 'node:path';
import type { Heading, Html, Root } from 'mdast';
import type { Transformer } from 'unified';
import type { Node, Parent, Position } from 'unist';
import type { VFile } from 'vfile';
import { ownText } from '../../../load/check-page-meta';
import type { MarkdownContext, TwinContext } from '../../../model/markdown';
import type { ConstructTwin, TwinWriter } from '../common/constructs';
import { htmlToText } from '../../../util/html-text';

/**
 * The page's markdown twin (`<page>.md`: the page as markdown, for readers and assistants),
 * read from the page's own tree at the end of the markdown stage, while its nodes still have
 * their places in the source: what no construct claims is the source as written, with the
 * targets of its links made absolute; a construct is what its plugin's twin handler says (see
 * `constructNode`); the `# ` heading and the description paragraph are taken out, to go on top.
 * Made only when the context asks for it (`context.twin`).
 */
export default function remarkTwin(): Transformer<Root, Root> {
  return (tree, file) => {
    const { context } = file.data;
    if (!context?.twin) return;
    file.data.twin = readTwin(tree, file, context, context.twin);
  };
}

/**
 * Characters of a heading or description read for a twin's title, at most: past this a
 * "title" is not one, and the pattern that takes links' labels costs quadratic time on a long line.
 */
const MAX_HEADING_READ = 1000;

const DESCRIPTION = /<p\s+class="description">/;

interface Placed {
  start: number;
  end: number;
}

const placeOf = (node: { position?: Position | undefined }): Placed | null => {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? null : { start, end };
};

/** The page's title from its first `# ` heading: its text, a link's label (a plan badge's link has none), no HTML. */
function headingText(source: string, heading: Heading): string | null {
  const first = heading.children[0] && placeOf(heading.children[0]);
  const last = heading.children.at(-1) && placeOf(heading.children.at(-1)!);
  if (!first || !last) return null;
  const written = source.slice(first.start, Math.min(last.end, first.start + MAX_HEADING_READ));
  return htmlToText(written.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')) || null;
}

/** The first `<p class="description">` block, anywhere in the page. */
function descriptionNode(tree: Root): Html | null {
  let found: Html | null = null;
  const visit = (node: Node): void => {
    if (found) return;
    if (node.type === 'html' && DESCRIPTION.test((node as Html).value)) found = node as Html;
    else if (node.type !== 'code') for (const child of (node as Partial<Parent>).children ?? []) visit(child);
  };
  visit(tree);
  return found;
}

/** A change of the twin to the source: `text` in place of `start`..`end`; `lines`: drop the lines it fills when `text` is empty. */
interface Edit extends Placed {
  text: string;
}

function readTwin(tree: Root, file: VFile, context: MarkdownContext, twin: TwinContext) {
  const source = String(file.value);
  const h1 = tree.children.find((node): node is Heading => node.type === 'heading' && node.depth === 1);
  const heading = h1 ? headingText(source, h1) : null;
  const paragraph = descriptionNode(tree);
  const paragraphPlace = paragraph && placeOf(paragraph);
  let described: string | null = null;
  if (paragraphPlace) {
    const open = DESCRIPTION.exec(source.slice(paragraphPlace.start, paragraphPlace.end))!;
    const from = paragraphPlace.start + open.index + open[0].length;
    const end = source.indexOf('</p>', from);
    if (end !== -1) described = htmlToText(source.slice(from, Math.min(end, from + MAX_HEADING_READ)));
  }
  const title = heading ?? ownText(twin.frontmatter.title) ?? null;
  const description = described ?? ownText(twin.frontmatter.description) ?? null;
  // Taken out: the heading and the description go on top; what plugins took out of the page.
  const dropped = new Set<Node>([...(h1 ? [h1] : []), ...(paragraph ? [paragraph] : [])]);
  const droppedPlaces = (file.data.twinDropped ?? []).map((position) => placeOf({ position })).filter((place): place is Placed => place !== null);

  const absolute = (href: string): string => absoluteHref(href, context, twin);
  const writer: TwinWriter = {
    source,
    context,
    twin,
    title,
    absolute,
    span(from, to, nodes) {
      const edits: Edit[] = [];
      const drop = ({ start, end }: Placed) => edits.push(wholeLines(source, from, to, start, end));
      const visit = (node: Node): void => {
        const place = placeOf(node);
        if (!place) {
          for (const child of (node as Partial<Parent>).children ?? []) visit(child);
          return;
        }
        if (place.start < from || place.end > to) return;
        if (dropped.has(node)) {
          if (node === paragraph) drop({ start: place.start, end: lineEnd(source, source.indexOf('</p>', place.start) === -1 ? place.end : Math.min(place.end, source.indexOf('</p>', place.start))) });
          else drop(place);
          return;
        }
        const handler = (node.data as { twin?: ConstructTwin } | undefined)?.twin;
        if (handler) {
          const text = handler(node as import('mdast').DocsBlock, writer);
          edits.push(text === '' ? wholeLines(source, from, to, place.start, place.end) : { ...place, text: indentUnder(source, place.start, text) });
          return;
        }
        switch (node.type) {
          case 'code':
          case 'inlineCode':
            return;
          case 'html': {
            const written = source.slice(place.start, place.end);
            const text = written.replace(/\b(href|src)="([^"]*)"/g, (_, name: string, href: string) => `${name}="${absolute(href)}"`);
            if (text !== written) edits.push({ ...place, text });
            return;
          }
          case 'link':
          case 'image':
          case 'definition': {
            const target = targetOf(source, node as Parent & { type: string }, place);
            if (target) {
              const text = absolute(target.href);
              if (text !== target.href) edits.push({ start: target.start, end: target.start + target.href.length, text });
            }
            break;
          }
        }
        for (const child of (node as Partial<Parent>).children ?? []) visit(child);
      };
      for (const node of nodes) visit(node);
      for (const place of droppedPlaces) if (place.start >= from && place.end <= to) drop(place);
      edits.sort((a, b) => a.start - b.start);
      let out = '';
      let at = from;
      for (const edit of edits) {
        // Nested or overlapping (a block a plugin moved out of a construct it is written in): the first wins.
        if (edit.start < at) continue;
        out += source.slice(at, edit.start) + edit.text;
        at = edit.end;
      }
      return out + source.slice(at, to);
    },
  };
  return { title, description, body: writer.span(0, source.length, tree.children) };
}

const lineEnd = (source: string, at: number): number => {
  const newline = source.indexOf('\n', at);
  return newline === -1 ? source.length : newline;
};

/** Taking out `start`..`end`: with its line when nothing else is on it, so no blank line is left. */
function wholeLines(source: string, from: number, to: number, start: number, end: number): Edit {
  const lineStart = Math.max(from, source.lastIndexOf('\n', start - 1) + 1);
  const after = lineEnd(source, end);
  if (/^[ \t]*$/.test(source.slice(lineStart, start)) && /^[ \t\r]*$/.test(source.slice(end, after))) {
    return { start: lineStart, end: Math.min(to, after < source.length ? after + 1 : after), text: '' };
  }
  return { start, end, text: '' };
}

/** A construct's markdown, its lines after the first under what comes before it on its line (a list item's indent, a quote's `>`). */
function indentUnder(source: string, start: number, text: string): string {
  const prefix = source.slice(source.lastIndexOf('\n', start - 1) + 1, start);
  if (prefix === '' || !text.includes('\n')) return text;
  const under = prefix.replace(/[^>\s]/g, ' ');
  return text.split('\n').map((line, i) => (i === 0 || line === '' ? line : `${under}${line}`)).join('\n');
}

/** Where a link's, an image's or a definition's target is written in the source, if it is (not a reference, not a literal URL). */
function targetOf(source: string, node: Parent & { type: string }, place: Placed): { start: number; href: string } | null {
  let from: number;
  if (node.type === 'definition') {
    const written = /^\[(?:\\.|[^\\\]])*\]:[ \t]*\n?[ \t]*<?/.exec(source.slice(place.start, place.end));
    if (!written) return null;
    from = place.start + written[0].length;
    const href = /^[^\s>]+/.exec(source.slice(from, place.end))?.[0];
    return href ? { start: from, href } : null;
  }
  if (node.type === 'link') {
    const last = node.children.at(-1);
    from = last ? (placeOf(last)?.end ?? -1) : place.start + 1;
  } else {
    from = source.indexOf('](', place.start);
  }
  if (from < place.start || from >= place.end) return null;
  const written = /^\]\(<?([^)\s>]+)/.exec(source.slice(from, place.end));
  return written ? { start: from + written[0].length - written[1]!.length, href: written[1]! } : null;
}

/** A site path made absolute (`/x` -> `https://host/x`), and a relative `.md` link made the page's route. */
function absoluteHref(href: string, context: MarkdownContext, twin: TwinContext): string {
  if (/^[a-z][a-z0-9+.-]*:|^#|^\/\//i.test(href)) return href;
  if (href.startsWith('/')) return `${twin.host}${href}`;
  const [target = '', hash = ''] = href.split('#');
  if (/\.md$/i.test(target)) {
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(context.contentPath), target));
    const route = context.routesByFile[file];
    if (route) return `${twin.host}${twin.languagePrefix}${route}${hash ? `#${hash}` : ''}`;
  }
  return href;
}
