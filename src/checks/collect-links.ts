import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** A link written in a page's content, with where it was written. */
export interface LinkRef {
  href: string;
  /** 1-based line in the source file, when known. */
  line?: number;
  column?: number;
}

/**
 * The links authored in a page body (`<a href>`), with their file positions. Links the
 * shell adds (navigation, footer) come from validated navigation data and are not checked here.
 */
export function collectLinks(tree: Root, bodyStartLine: number): LinkRef[] {
  const links: LinkRef[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a') return;
    const href = node.properties.href;
    if (typeof href !== 'string' || href === '') return;
    const start = node.position?.start;
    links.push({
      href,
      ...(start && { line: start.line + bodyStartLine - 1, column: start.column }),
    });
  });
  return links;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

/** Every `id` attribute of a rendered HTML document: the anchors links may point at. */
export function collectIds(html: string): string[] {
  const ids: string[] = [];
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) {
    ids.push(match[1]!.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]!));
  }
  return ids;
}
