import type { Data, Parent } from 'mdast';
import type { Node, Position } from 'unist';
import type { VFile } from 'vfile';
import type { AssetRef, InternalLink, MarkdownContext, MarkdownTwin, TocItem, TwinContext } from '../../../model/markdown';

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
    data?: Data & { twin?: ConstructTwin };
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
    /** The page's markdown twin, made by `remark-twin` when the context asks for one. */
    twin: MarkdownTwin;
    /** Where the blocks a plugin took out of the page were (`dropFromTwin`): the twin leaves them out too. */
    twinDropped: Position[];
  }
}

/**
 * The page's twin as `remark-twin` writes it, for a construct's twin handler: the source
 * (positions are offsets into it), the page's contexts, its title, and `span`, which writes a
 * stretch of the source with the twin's changes of the nodes in it (constructs said as their
 * plugins say, links made absolute).
 */
export interface TwinWriter {
  source: string;
  context: MarkdownContext;
  twin: TwinContext;
  /** The page's title as the twin gives it (its heading, else its frontmatter's). */
  title: string | null;
  span(from: number, to: number, nodes: readonly Node[]): string;
  /** A link's target as a reader of the twin, off the site, follows it. */
  absolute(href: string): string;
}

/**
 * How a construct reads in the page's markdown twin: markdown in place of the source it was
 * made of (its position). Given by the plugin that makes the construct, beside how it
 * renders; a construct without one is shown as written.
 */
export type ConstructTwin = (node: import('mdast').DocsBlock, writer: TwinWriter) => string;

/** A block a plugin takes out of the page, taken out of its twin too. */
export function dropFromTwin(file: VFile, node: { position?: Position | undefined }): void {
  if (node.position) (file.data.twinDropped ??= []).push(node.position);
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
  twin?: ConstructTwin,
): import('mdast').DocsBlock {
  return {
    type: 'docsBlock',
    children,
    // `twin` is not rendered: remark-rehype reads only `hName` and `hProperties`.
    data: { hName: tag, hProperties: { dataDocs: JSON.stringify(props), dataDocsNonce: file.data.nonce ?? '' }, ...(twin && { twin }) },
    ...(position && { position }),
  };
}
