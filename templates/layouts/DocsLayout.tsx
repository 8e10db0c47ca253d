import type { LayoutProps } from '../../src/node/model/templates-api';
import { MarkdownBody } from '../shell/MarkdownBody';
import { PageHeading } from '../shell/PageHeading';
import { SiteFrame } from '../shell/SiteFrame';

/**
 * A documentation page: the product's navigation drawer, the page with its breadcrumbs and
 * footer, and its table of contents. A page outside every product gets the same frame
 * without a drawer.
 */
export function DocsLayout({ view, children, parts, fragments }: LayoutProps) {
  return (
    <SiteFrame view={view} parts={parts} fragments={fragments} toc>
      <PageHeading view={view} />
      {/* A fallback page's text is English: said so, for screen readers and translation tools. */}
      <MarkdownBody lang={view.page.fallback ? view.page.contentLanguage : undefined}>{children}</MarkdownBody>
    </SiteFrame>
  );
}
