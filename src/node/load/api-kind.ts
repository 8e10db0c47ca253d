import type { ApiJson } from '../model/api-schema';
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
