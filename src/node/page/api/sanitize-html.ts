import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import rehypeRawSanitized from '../markdown/plugins/raw-html';
import rehypeLinks from '../markdown/plugins/rehype-links';
import rehypeTrust from '../markdown/plugins/rehype-trust';
import type { InternalLink, MarkdownContext } from '../../model/markdown';

/**
 * The markdown pipeline's treatment of raw HTML, for the HTML strings of API metadata
 * (descriptions, the demos list): parsed, sanitised to the same allowlist, author `docs-*`
 * elements dropped, external links given `rel="noopener"`, internal links prefixed for the
 * page's language and kept for the link check.
 */
const fragmentProcessor = unified().use(rehypeRawSanitized).use(rehypeTrust).use(rehypeLinks).freeze() as unknown as Processor<Root, Root, Root>;

export interface SanitisedHtml {
  html: string;
  links: InternalLink[];
}

export function sanitiseHtml(html: string, context: MarkdownContext): SanitisedHtml {
  const file = new VFile({ value: html });
  file.data.context = context;
  const tree = fragmentProcessor.runSync({ type: 'root', children: [{ type: 'raw', value: html }] }, file);
  return { html: toHtml(tree), links: file.data.links ?? [] };
}
