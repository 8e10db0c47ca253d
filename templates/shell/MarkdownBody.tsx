import type { CSSObject, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { blueDark, codeFontFamily, grey, headingFontFamily } from '../theme';

/** A check mark in a circle, the feature list's bullet (drawn as a mask, so it takes the text colours). */
const CHECK_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z"/></svg>';

/** The class of the element around a page's rendered markdown. */
export const MARKDOWN_BODY_CLASS = 'MuiMarkdown-body';

/**
 * A page's rendered markdown. A plain element with a static class: its styles are in the
 * site-wide stylesheet (`markdownBodyStyles`, rendered once per direction by `Globals`), not
 * serialised again for every page.
 */
export function MarkdownBody({ lang, children }: { lang?: string | undefined; children?: ReactNode }) {
  return (
    <div lang={lang} className={MARKDOWN_BODY_CLASS}>
      {children}
    </div>
  );
}

/**
 * Prose styles for a page's rendered markdown: the plain elements (paragraphs, headings,
 * lists, tables, inline code, quotes). Elements the markdown dialect replaces with components
 * (code blocks, callouts, demos) bring their own styles.
 */
export const markdownBodyStyles = (theme: Theme): CSSObject => ({
  [`.${MARKDOWN_BODY_CLASS}`]: {
    ...theme.typography.body1,
    color: theme.vars!.palette.text.primary,
    overflowWrap: 'break-word',
    '& .description': { ...theme.typography.body1, fontSize: '1.125rem', lineHeight: 1.55, color: theme.vars!.palette.text.secondary, margin: '0 0 32px' },
    '& h2': { fontFamily: headingFontFamily, fontSize: '1.625rem', fontWeight: 600, lineHeight: 1.3, margin: '40px 0 8px' },
    '& h3': { fontFamily: headingFontFamily, fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4, margin: '32px 0 8px' },
    '& h4': { fontFamily: headingFontFamily, fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.5, margin: '24px 0 8px' },
    '& h5, & h6': { fontSize: '1rem', fontWeight: 700, margin: '24px 0 8px' },
    '& p, & ul, & ol, & dl, & blockquote, & table, & pre': { margin: '0 0 16px' },
    '& ul, & ol': { paddingInlineStart: 28 },
    '& li': { marginBottom: 4 },
    '& li > ul, & li > ol': { marginTop: 4, marginBottom: 0 },
    // `<featureList>`: a check mark instead of a bullet, in the success colour, as upstream's.
    '& ul.feature-list': { listStyle: 'none', paddingInlineStart: 0 },
    '& ul.feature-list > li': { display: 'flex', alignItems: 'flex-start', gap: 12, marginBottom: 6 },
    '& ul.feature-list > li::before': {
      content: '""',
      flexShrink: 0,
      width: 18,
      height: 18,
      marginTop: 3,
      backgroundColor: theme.vars!.palette.success.main,
      mask: `url("data:image/svg+xml,${encodeURIComponent(CHECK_ICON)}") center / contain no-repeat`,
    },
    '& a': {
      color: theme.vars!.palette.primary[600],
      fontWeight: 500,
      textDecoration: 'underline',
      textDecorationColor: 'rgba(0, 114, 229, 0.4)',
      textUnderlineOffset: '0.15em',
      '&:hover': { textDecorationColor: 'currentColor' },
      '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2, borderRadius: 2 },
    },
    '& code': {
      fontFamily: codeFontFamily,
      fontSize: '0.8125rem',
      padding: '1px 5px',
      borderRadius: 6,
      border: `1px solid ${grey[200]}`,
      backgroundColor: grey[50],
      color: grey[900],
    },
    '& pre': {
      padding: 16,
      borderRadius: 12,
      overflowX: 'auto',
      backgroundColor: blueDark[900],
      border: `1px solid ${blueDark[700]}`,
      color: grey[50],
      fontSize: '0.8125rem',
      lineHeight: 1.6,
      '& code': { padding: 0, border: 0, backgroundColor: 'transparent', color: 'inherit', fontSize: 'inherit' },
    },
    '& blockquote': {
      padding: '4px 16px',
      borderLeft: `3px solid ${grey[200]}`,
      color: theme.vars!.palette.text.secondary,
      '& > :last-child': { marginBottom: 0 },
    },
    '& table': {
      display: 'block',
      overflowX: 'auto',
      borderCollapse: 'collapse',
      maxWidth: '100%',
      fontSize: '0.875rem',
      '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2, borderRadius: 2 },
    },
    '& th, & td': { padding: '8px 12px', borderBottom: `1px solid ${theme.vars!.palette.divider}`, textAlign: 'start', verticalAlign: 'top' },
    '& th': { fontWeight: 600, whiteSpace: 'nowrap' },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& hr': { border: 0, borderTop: `1px solid ${theme.vars!.palette.divider}`, margin: '32px 0' },
    '& > :first-child': { marginTop: 0 },
    ...theme.applyStyles('dark', {
      '& a': { color: theme.vars!.palette.primary[300], textDecorationColor: 'rgba(102, 178, 255, 0.4)' },
      '& code': { borderColor: blueDark[600], backgroundColor: blueDark[800], color: grey[50] },
      '& pre': { backgroundColor: blueDark[800], borderColor: blueDark[600] },
      '& pre code': { border: 0, backgroundColor: 'transparent' },
      '& blockquote': { borderLeftColor: blueDark[500] },
    }),
  },
});
