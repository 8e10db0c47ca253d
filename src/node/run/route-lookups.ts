/**
 * The site as one page's markdown sees it, noting each content file whose route it looks up
 * (to resolve a relative `.md` link), so the cache knows which routes the page depends on.
 */
export function recordingRouteLookups<S extends { routesByFile: Readonly<Record<string, string>> }>(site: S): { site: S; lookups: Map<string, string | null> } {
  const lookups = new Map<string, string | null>();
  const routesByFile = new Proxy(site.routesByFile, {
    get(target, property) {
      if (typeof property !== 'string') return Reflect.get(target, property);
      const route = Object.hasOwn(target, property) ? target[property]! : null;
      lookups.set(property, route);
      return route ?? undefined;
    },
  });
  return { site: { ...site, routesByFile }, lookups };
}
