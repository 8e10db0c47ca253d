import type { CSSObject, Theme } from '@mui/material/styles';
import { calloutStyles } from './markdown/Callout';
import { codeBlockStyles } from './markdown/CodeBlock';
import { headingAnchorStyles } from './markdown/HeadingAnchor';
import { markdownBodyStyles } from './shell/MarkdownBody';
import { tocLinkStyles } from './shell/TableOfContents';

/**
 * The styles of what a page repeats per element (its markdown's prose, code blocks, callouts,
 * heading anchors, table-of-contents links), by static class names: made once per theme and
 * direction, shipped once in the site-wide stylesheet, where a styled component per element
 * would serialise its styles again for each one, on every page. In this order: a code block's or
 * callout's rules win over the prose's at equal specificity, as they did when they were
 * inserted after the prose's. A theme of a site's own restyles these elements by their classes
 * (`MuiMarkdown-body`, `MuiCode-root`, `MuiCallout-root` and `MuiCallout-<severity>`,
 * `anchor-link`, `MuiToc-link`).
 */
export const pageElementStyles = (theme: Theme): CSSObject[] => [markdownBodyStyles(theme), codeBlockStyles(theme), calloutStyles(theme), headingAnchorStyles(theme), tocLinkStyles(theme)];
