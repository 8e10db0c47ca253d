import type { Data, Parent } from 'mdast';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import type { AssetRef, InternalLink, MarkdownContext, TocItem } from '../../model/markdown';

/**
 * The elements our plugins put into a page's tree for the dialect's constructs. Templates
 * render them through `markdownComponents` (keyed by tag name); their props are documented
 * in `src/node/model/templates-api.ts`.
 */
export const CONSTRUCT_TAGS = [
  'docs-callout',
  'docs-code',
  'docs-code-tabs',
  'docs-demo',
  'docs-demo-stylings',
  'docs-missing',
  'docs-island',
  'docs-embed',
  'docs-anchor',
  'docs-ad',
  'docs-plan',
  'docs-page-tabs',
] as const;
export type ConstructTag = (typeof CONSTRUCT_TAGS)[number];

/** Props of a construct: plain values only, so they survive HTML attributes and threads. */
export type ConstructProps = Record<string, string | number | boolean | null>;

declare module 'mdast' {
  /** A block the dialect made: becomes a `docs-*` element in hast. */
  interface DocsBlock extends Parent {
    type: 'docsBlock';
    data?: Data;
  }
  interface RootContentMap {
    docsBlock: DocsBlock;
  }
  interface BlockContentMap {
    docsBlock: DocsBlock;
  }
}

declare module 'vfile' {
  interface DataMap {
    /**
     * A random value per compile, carried by every construct our remark plugins make. Raw
     * HTML in the page cannot know it, so a `<docs-demo>` typed by an author is not trusted.
     */
    nonce: string;
    /** The page's context, set by `compileMarkdown`. */
    context: MarkdownContext;
    /** Internal links, filled by the links plugin. */
    links: InternalLink[];
    /** Files shown by absolute path (images), filled by the asset refs plugin. */
    assets: AssetRef[];
    /** Text of the page's `# ` heading, which the layout renders itself. */
    heading: string;
    /** Text of the first `<p class="description">`. */
    description: string;
    /** The table of contents, filled by the headings plugin. */
    toc: TocItem[];
  }
}

/**
 * A construct as an mdast node. `remark-rehype` turns it into `<tag>` with its props encoded
 * in one attribute, next to the compile's nonce; `rehype-trust` decodes them after the
 * sanitiser has run.
 */
export function constructNode(
  file: VFile,
  tag: ConstructTag,
  props: ConstructProps,
  children: Parent['children'],
  position?: Position,
): import('mdast').DocsBlock {
  return {
    type: 'docsBlock',
    children,
    data: { hName: tag, hProperties: { dataDocs: JSON.stringify(props), dataDocsNonce: file.data.nonce ?? '' } },
    ...(position && { position }),
  };
}
