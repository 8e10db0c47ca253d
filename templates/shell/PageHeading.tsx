import { alpha, styled } from '@mui/material/styles';
import type { PageView } from '../../src/node/model/page-view';
import { Breadcrumbs } from './Breadcrumbs';
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

/** Breadcrumbs and the page's `# ` heading (the markdown body no longer holds it). */
export function PageHeading({ view }: { view: PageView }) {
  return (
    <>
      <Breadcrumbs view={view} />
      <Title lang={view.page.fallback ? view.page.contentLanguage : undefined}>{view.page.heading}</Title>
      {view.page.fallback && (
        <FallbackNotice role="note" data-fallback-notice="">
          {t(view, 'notTranslated')}
        </FallbackNotice>
      )}
    </>
  );
}
