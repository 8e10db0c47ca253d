import type { ApiJson, ApiSelector } from '../model/api-schema';
import { byCodeUnits } from '../util/code-units';
import type { ApiPageView } from '../model/api-view';

/**
 * What a page documents, by the keys its metadata has: selectors (a list of them), a hook
 * (`parameters`, `returnValue`), an interface (`properties`) or a component. (Apart from the schema: the render threads import
 * this file, and the schema's validator is not theirs to load.)
 */
export function apiPageKind(json: Pick<ApiJson, 'properties' | 'parameters' | 'returnValue' | 'selectors'>): ApiPageView['kind'] {
  if (json.selectors) return 'selectors';
  if (json.parameters || json.returnValue) return 'hook';
  if (json.properties) return 'interface';
  return 'component';
}

/**
 * A list's selectors by category, as its page and its twin show them: categories in order, the
 * selectors of none last (`category` null), each category's in the list's order.
 */
export function selectorsByCategory(selectors: readonly ApiSelector[]): { category: string | null; selectors: ApiSelector[] }[] {
  const byCategory = new Map<string, ApiSelector[]>();
  for (const selector of selectors) {
    const category = selector.category?.trim() ?? '';
    byCategory.set(category, [...(byCategory.get(category) ?? []), selector]);
  }
  return [...byCategory]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : byCodeUnits(a, b)))
    .map(([category, list]) => ({ category: category || null, selectors: list }));
}

