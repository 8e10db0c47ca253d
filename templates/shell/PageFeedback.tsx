import { styled } from '@mui/material/styles';
import type { PageView } from '../../src/node/model/page-view';
import { t } from '../strings';
import { outlinedButton } from './outlined-button';

const Block = styled('section')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: '16px 20px',
  border: `1px solid ${theme.vars!.palette.divider}`,
  borderRadius: 12,
  ...theme.typography.body2,
  '&[hidden]': { display: 'none' },
  '& [hidden]': { display: 'none' },
  '& .MuiFeedback-question': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, margin: 0, fontWeight: 600 },
  '& button': {
    ...outlinedButton(theme),
    padding: '4px 12px',
    color: theme.vars!.palette.text.primary,
    '&[aria-pressed="true"]': { borderColor: theme.vars!.palette.primary.main, color: theme.vars!.palette.primary[700] },
    '[data-mui-color-scheme="dark"] &[aria-pressed="true"]': { color: theme.vars!.palette.primary[300] },
  },
  '& form': { display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' },
  '& label': { display: 'flex', flexDirection: 'column', gap: 4, width: '100%' },
  '& textarea': { width: '100%', minHeight: 72, padding: 8, font: 'inherit', color: 'inherit', background: 'none', border: `1px solid ${theme.vars!.palette.divider}`, borderRadius: 8 },
  '& a': { color: theme.vars!.palette.primary[700], fontWeight: 600, '[data-mui-color-scheme="dark"] &': { color: theme.vars!.palette.primary[300] } },
}));

const Thumb = ({ down }: { down?: boolean }) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" style={down ? { transform: 'scaleY(-1)' } : undefined}>
    <path d="M1 21h4V9H1zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73z" />
  </svg>
);

/**
 * "Was this page helpful?" at the end of a docs page: hidden until its script
 * (src/client/feedback.ts) loads, as the block comes into view: without JavaScript it would do
 * nothing. A rating asks for an optional comment; a thumbs-down offers an issue in the repository.
 */
export function PageFeedback({ view }: { view: PageView }) {
  const { feedback } = view.site;
  if (!feedback || !view.page.file) return null;
  return (
    <Block
      className="MuiFeedback"
      data-feedback=""
      data-feedback-endpoint={feedback.endpoint ?? undefined}
      data-feedback-issues={`${view.site.repositoryUrl}/issues/new`}
      aria-label={t(view, 'feedback.question')}
      hidden
    >
      <p className="MuiFeedback-question">
        {t(view, 'feedback.question')}
        <button type="button" data-feedback-rating="up" aria-pressed="false">
          <Thumb /> {t(view, 'feedback.yes')}
        </button>
        <button type="button" data-feedback-rating="down" aria-pressed="false">
          <Thumb down /> {t(view, 'feedback.no')}
        </button>
      </p>
      <form data-feedback-form="" hidden>
        <label>
          {t(view, 'feedback.comment')}
          <textarea name="comment" maxLength={2000} rows={3} />
        </label>
        <button type="submit">{t(view, 'feedback.send')}</button>
      </form>
      <a data-feedback-issue="" href={`${view.site.repositoryUrl}/issues/new`} rel="noopener" hidden>
        {t(view, 'feedback.issue')}
      </a>
      <p data-feedback-thanks="" role="status" hidden>
        {t(view, 'feedback.thanks')}
      </p>
    </Block>
  );
}
