import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import rehypeAdSlot from './plugins/rehype-ad-slot';
import rehypeAssetRefs from './plugins/rehype-asset-refs';
import rehypeElementDepth from './plugins/element-depth';
import rehypePageHeading from './plugins/page-heading';
import rehypeRawSanitized from './plugins/raw-html';
import rehypeHeadings from './plugins/rehype-headings';
import rehypeHighlight from './plugins/rehype-highlight';
import rehypeLinks from './plugins/rehype-links';
import rehypePlanBadges from './plugins/rehype-plan-badges';
import rehypeTrust from './plugins/rehype-trust';
import remarkApiSection from './plugins/remark-api-section';
import remarkCallouts from './plugins/remark-callouts';
import remarkCodeBlocks from './plugins/remark-code-blocks';
import remarkCodeTabs from './plugins/remark-code-tabs';
import remarkEmbeds from './plugins/remark-embeds';
import remarkFeatureList from './plugins/remark-feature-list';
import remarkGfmAutolinks from './plugins/remark-gfm-autolinks';
import remarkOwnLines from './plugins/remark-own-lines';
import remarkTwin from './plugins/remark-twin';

export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot, undefined, undefined>;

/**
 * The markdown pipeline: markdown -> mdast -> hast, ending in a plain, serialisable hast tree.
 * Turning hast into React happens at render time, so compiled pages can be cached and sent
 * between worker threads as data.
 *
 * The dialect's syntax is read on mdast (where lines are), and becomes `docs-*` elements; the
 * page's markdown twin is read from that tree (each construct as its plugin says it reads);
 * a page nesting elements deeper than any stage may walk is stopped there (its tree emptied);
 * raw HTML is then parsed and the whole tree sanitised; what comes after works on trusted,
 * sanitised markup (ids, anchors, highlighting, links).
 */
export function createMarkdownProcessor(): MarkdownProcessor {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkGfmAutolinks)
    .use(remarkOwnLines)
    .use(remarkCallouts)
    .use(remarkCodeTabs)
    .use(remarkFeatureList)
    .use(remarkCodeBlocks)
    .use(remarkEmbeds)
    .use(remarkApiSection)
    .use(remarkTwin)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeElementDepth)
    .use(rehypeRawSanitized)
    .use(rehypeTrust)
    .use(rehypePageHeading)
    .use(rehypeAdSlot)
    .use(rehypePlanBadges)
    .use(rehypeHeadings)
    .use(rehypeHighlight)
    .use(rehypeLinks)
    .use(rehypeAssetRefs)
    .freeze() as unknown as MarkdownProcessor;
}
