import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { CONSTRUCT_TAGS } from '../common/constructs';

/**
 * Raw HTML in markdown is parsed, then cut down to what documentation needs: text-level
 * markup, tables, `<kbd>`, `<details>`, images and links with safe protocols, and class
 * names (for `<p class="description">` and `<kbd class="key">`). Scripts, styles, frames,
 * forms, event-handler attributes and `javascript:`-style URLs never survive.
 *
 * The dialect's `docs-*` elements pass with their two data attributes only; `rehype-trust`
 * then drops those that do not carry the compile's nonce (that is, any an author typed).
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // Ids written by authors are kept as they are: anchors in docs are meant to be linked to.
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'abbr', 'figure', 'figcaption', 'mark', 'small', 'u', 'picture', 'source', ...CONSTRUCT_TAGS],
  attributes: {
    ...defaultSchema.attributes,
    // The data-ga-event-* attributes make an element's clicks tracked by the analytics.
    '*': [
      ...(defaultSchema.attributes?.['*'] ?? []),
      'className',
      'title',
      'lang',
      'dir',
      'dataGaEventCategory',
      'dataGaEventAction',
      'dataGaEventLabel',
      'dataGaEventSplit',
    ],
    a: [...(defaultSchema.attributes?.a ?? []), 'target', 'rel'],
    // The default allows one class on lists (GFM's task lists); `<featureList>` makes another.
    ul: [...(defaultSchema.attributes?.ul ?? []).filter((rule) => !(Array.isArray(rule) && rule[0] === 'className')), ['className', 'contains-task-list', 'feature-list']],
    img: [...(defaultSchema.attributes?.img ?? []), 'loading', 'decoding'],
    source: ['srcSet', 'media', 'type', 'width', 'height'],
    details: [...(defaultSchema.attributes?.details ?? []), 'open'],
    ...Object.fromEntries(CONSTRUCT_TAGS.map((tag) => [tag, ['dataDocs', 'dataDocsNonce']])),
  },
  protocols: {
    ...defaultSchema.protocols,
    srcSet: ['http', 'https'],
  },
};
