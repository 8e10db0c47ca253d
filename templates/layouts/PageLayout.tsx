import type { LayoutProps } from '../../src/render/templates-api';
import { MarkdownBody } from '../shell/MarkdownBody';
import { PageHeading } from '../shell/PageHeading';
import { SiteFrame } from '../shell/SiteFrame';

/** A page of its own (`layout: page`): the app bar and footer around the content, no drawer and no table of contents. */
export function PageLayout({ view, children, parts }: LayoutProps) {
  return (
    <SiteFrame view={view} parts={parts} toc={false}>
      <PageHeading view={view} />
      <MarkdownBody>{children}</MarkdownBody>
    </SiteFrame>
  );
}
