import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import rehypePageHeading from './plugins/page-heading';
import rehypeRawSanitized from './plugins/raw-html';
import remarkReportUnsupported from './plugins/report-unsupported';

export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot, undefined, undefined>;

/**
 * The markdown pipeline: markdown -> mdast -> hast, ending in a plain, serialisable hast tree.
 * Turning hast into React happens at render time, so compiled pages can be cached and sent
 * between worker threads as data.
 */
export function createMarkdownProcessor(): MarkdownProcessor {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkReportUnsupported)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawSanitized)
    .use(rehypePageHeading)
    .freeze() as unknown as MarkdownProcessor;
}
