import type { LayoutProps } from '../../src/node/model/templates-api';
import { MarkdownBody } from '../shell/MarkdownBody';
import { PageHeading } from '../shell/PageHeading';
import { SiteFrame } from '../shell/SiteFrame';

/** A page of its own (`layout: page`): the app bar and footer around the content, no drawer and no table of contents. */
export function PageLayout({ view, children, parts, fragments }: LayoutProps) {
  return (
    <SiteFrame view={view} parts={parts} fragments={fragments} toc={false}>
      <PageHeading view={view} />
      {/* A fallback page's text is English: said so, for screen readers and translation tools. */}
      <MarkdownBody lang={view.page.fallback ? view.page.contentLanguage : undefined}>{children}</MarkdownBody>
    </SiteFrame>
  );
}
