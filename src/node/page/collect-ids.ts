const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]!);

/** Every `id` attribute of a rendered HTML document: the anchors links may point at. */
export function collectIds(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decode(match[1]!));
}

/**
 * The ids a document links to itself (`href="#id"`): its headings, through their anchor links
 * and the table of contents. They are what a link to a missing anchor most likely meant; the
 * page chrome's own ids (`toc-heading`) never are.
 */
export function collectSelfLinkedIds(html: string): string[] {
  const ids = new Set(collectIds(html));
  const linked = new Set([...html.matchAll(/\shref="#([^"]+)"/g)].map((match) => decode(match[1]!)));
  return [...linked].filter((id) => ids.has(id));
}
