const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

/** Every `id` attribute of a rendered HTML document: the anchors links may point at. */
export function collectIds(html: string): string[] {
  const ids: string[] = [];
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) {
    ids.push(match[1]!.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]!));
  }
  return ids;
}
