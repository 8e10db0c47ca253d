import type { LayoutProps } from '../../src/node/model/templates-api';
import { ApiSections } from '../api/ApiSections';
import { AdSlot } from '../ads/AdSlot';
import { MarkdownBody } from '../shell/MarkdownBody';
import { PageHeading } from '../shell/PageHeading';
import { SiteFrame } from '../shell/SiteFrame';

/**
 * A component's API page, generated from its metadata (`view.api`): the same frame as a
 * documentation page, with its description, the sponsor slot, and the API's sections.
 */
export function ApiLayout({ view, parts, fragments }: LayoutProps) {
  return (
    <SiteFrame view={view} parts={parts} fragments={fragments} toc>
      <PageHeading view={view} />
      <MarkdownBody>
        {view.page.description && <p className="description">{view.page.description}</p>}
        <AdSlot />
        {view.api && <ApiSections api={view.api} />}
      </MarkdownBody>
    </SiteFrame>
  );
}
