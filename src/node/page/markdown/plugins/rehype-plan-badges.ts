import type { Element, Root } from 'hast';
import type { Transformer } from 'unified';
import { walk } from '../common/walk';

/** The plans a badge may name, by the class upstream writes: `<span class="plan-pro"></span>`. */
export const PLAN_CLASSES = { 'plan-pro': 'pro', 'plan-premium': 'premium' } as const;

/** The plan an element is the badge of: an empty `span` with a `plan-*` class. */
function planOf(node: Element): 'pro' | 'premium' | null {
  if (node.tagName !== 'span' || !Array.isArray(node.properties.className)) return null;
  if (node.children.some((child) => child.type !== 'text' || child.value.trim() !== '')) return null;
  for (const name of node.properties.className) {
    const plan = PLAN_CLASSES[name as keyof typeof PLAN_CLASSES];
    if (plan) return plan;
  }
  return null;
}

/**
 * Plan badges: upstream marks a heading (82 of them in its Data Grid pages) or a sentence
 * with an empty `<span class="plan-pro"></span>` or `plan-premium`, which its stylesheet
 * fills with an icon. Here the span becomes a `docs-plan` element, which the templates render
 * as the icon with an accessible name ("Pro plan"). The link authors put around it is kept.
 *
 * It runs after the sanitiser, so the element needs no nonce: an author cannot forge it; and
 * before the headings plugin, which gives the badge no part in the id and marks the table of
 * contents entry with the plan.
 */
export default function rehypePlanBadges(): Transformer<Root, Root> {
  return (tree) => {
    walk(tree, 'element', (node: Element, index, parent) => {
      const plan = planOf(node);
      if (!plan || !parent || index === undefined) return;
      (parent as Element).children[index] = { type: 'element', tagName: 'docs-plan', properties: { plan }, children: [], ...(node.position && { position: node.position }) };
    });
  };
}
