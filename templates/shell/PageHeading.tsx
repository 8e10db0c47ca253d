import { alpha, styled } from '@mui/material/styles';
import type { PageView } from '../../src/node/model/page-view';
import { Breadcrumbs } from './Breadcrumbs';
import { outlinedButton } from './outlined-button';
import { t } from '../strings';

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: '0 0 12px', color: theme.vars!.palette.text.primary }));

/** On a page shown in English under another language's prefix: says so, in that language. */
const FallbackNotice = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: '0 0 16px',
  padding: '8px 12px',
  borderInlineStart: `3px solid ${theme.vars!.palette.warning.main}`,
  backgroundColor: theme.vars!.palette.warning[50],
  color: theme.vars!.palette.text.primary,
  // The light warning tint under the dark scheme's light text had too little contrast.
  ...theme.applyStyles('dark', { backgroundColor: alpha(theme.palette.warning.main, 0.12) }),
}));

/** "Copy page" and "View as Markdown": the page's markdown twin, for a reader or an assistant. */
const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: '0 0 16px',
  '& a, & button': {
    ...outlinedButton(theme),
    padding: '2px 10px',
    color: theme.vars!.palette.text.secondary,
    fontSize: '0.8125rem',
    fontWeight: 500,
  },
  '& [data-copied]': { color: theme.vars!.palette.success[700], '[data-mui-color-scheme="dark"] &': { color: theme.vars!.palette.success[300] } },
}));

/** Breadcrumbs and the page's `# ` heading (the markdown body no longer holds it), with the page's twin under it. */
export function PageHeading({ view }: { view: PageView }) {
  const { twinUrl } = view.page;
  return (
    <>
      <Breadcrumbs view={view} />
      <Title lang={view.page.fallback ? view.page.contentLanguage : undefined}>{view.page.heading}</Title>
      {twinUrl && (
        <Actions className="MuiPage-actions">
          <button type="button" data-copy-page={twinUrl}>
            <span data-copy-label="" data-copied-text={t(view, 'pageCopied')} aria-live="polite">
              {t(view, 'copyPage')}
            </span>
          </button>
          <a href={twinUrl} type="text/markdown">
            {t(view, 'viewMarkdown')}
          </a>
        </Actions>
      )}
      {view.page.fallback && (
        <FallbackNotice role="note" data-fallback-notice="">
          {t(view, 'notTranslated')}
        </FallbackNotice>
      )}
    </>
  );
}
