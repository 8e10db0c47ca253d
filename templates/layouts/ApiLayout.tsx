import type { LayoutProps } from '../../src/node/model/templates-api';
import { ApiSections } from '../api/ApiSections';
import { AdSlot } from '../ads/AdSlot';
import { HeadingAnchor } from '../markdown/HeadingAnchor';
import { MarkdownBody } from '../shell/MarkdownBody';
import { PageHeading } from '../shell/PageHeading';
import { SiteFrame } from '../shell/SiteFrame';

/**
 * A component's API page, generated from its metadata (`view.api`): the same frame as a
 * documentation page, with its description, the sponsor slot, and the API's sections. A page's
 * API tab (`view.apiTab`) shows its page's header (`children`: description, tabs) and then
 * each API it lists under a heading of its own.
 */
export function ApiLayout({ view, children, parts, fragments }: LayoutProps) {
  if (view.apiTab) {
    return (
      <SiteFrame view={view} parts={parts} fragments={fragments} toc>
        <PageHeading view={view} />
        <MarkdownBody>
          {/* No box of its own: the tabs in it stay in view over the whole page, not just the header. */}
          <div lang={view.page.fallback ? view.page.contentLanguage : undefined} style={{ display: 'contents' }}>
            {children}
          </div>
          {view.apiTab.entries.map((entry) => (
            <section key={entry.id} aria-labelledby={entry.id}>
              <h2 id={entry.id}>
                {entry.title}
                <HeadingAnchor target={entry.id} />
              </h2>
              <ApiSections api={entry.api} level={3} />
            </section>
          ))}
        </MarkdownBody>
      </SiteFrame>
    );
  }
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
