import type { CSSObject, Theme } from '@mui/material/styles';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import type { CodeProps } from '../../src/node/model/templates-api';
import { useT } from '../strings';
import { codeColors } from './code-colors';

/** Its styles, in the site-wide stylesheet (see `MarkdownBody`): a page may have many code blocks. */
export const codeBlockStyles = (theme: Theme): CSSObject => ({
  '.MuiCode-root': {
    ...codeColors,
    position: 'relative',
    margin: theme.spacing(2, 0),
    borderRadius: theme.shape.borderRadius,
    border: '1px solid var(--code-border)',
    backgroundColor: 'var(--code-bg)',
    overflow: 'hidden',
    '& .MuiCode-title': {
      padding: theme.spacing(0.75, 2),
      borderBottom: '1px solid var(--code-border)',
      fontFamily: 'Menlo, Consolas, "Droid Sans Mono", monospace',
      fontSize: '0.8125rem',
      color: 'var(--code-comment)',
    },
    '& pre': {
      margin: 0,
      padding: theme.spacing(2),
      overflow: 'auto',
      fontFamily: 'Menlo, Consolas, "Droid Sans Mono", monospace',
      fontSize: '0.8125rem',
      lineHeight: 1.6,
      tabSize: 2,
      '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: -2, borderRadius: theme.shape.borderRadius },
    },
    '& .MuiCode-copy': {
      position: 'absolute',
      top: theme.spacing(1),
      right: theme.spacing(1),
      padding: theme.spacing(0.25, 1),
      border: '1px solid var(--code-border)',
      borderRadius: 6,
      background: 'var(--code-bg)',
      color: 'var(--code-fg)',
      font: 'inherit',
      fontSize: '0.75rem',
      cursor: 'pointer',
      opacity: 0,
      transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
    },
    // Shown while the block is hovered or has the focus, and while it says "Copied".
    '&:hover .MuiCode-copy, &:focus-within .MuiCode-copy, & .MuiCode-copy[data-copied]': { opacity: 1 },
    '& .MuiCode-copy[data-copied]': { color: 'var(--code-string)' },
    // The server cannot tell a Mac: the pre-paint script marks <html data-platform="mac">.
    '& .MuiCode-copyKeyboard .shortcut-mac': { display: 'none' },
    'html[data-platform="mac"] & .MuiCode-copyKeyboard .shortcut-mac': { display: 'inline' },
    'html[data-platform="mac"] & .MuiCode-copyKeyboard .shortcut-other': { display: 'none' },
    '& .MuiCode-copy[data-copied] .MuiCode-copyKeyboard': { display: 'none' },
    '& .MuiCode-title ~ .MuiCode-body .MuiCode-copy': { top: theme.spacing(1) },
    '& .MuiCode-body': { position: 'relative' },
    '& .MuiCode-copyKeyboard': { opacity: 0.7, marginLeft: 4 },
  },
});

/**
 * The `<pre>` can take the focus: a reader on the keyboard can scroll a long line and copy
 * the block with Ctrl/⌘+C.
 */
const focusable = (child: CodeProps['children']) =>
  isValidElement(child) && child.type === 'pre' ? cloneElement(child as ReactElement<{ tabIndex?: number }>, { tabIndex: 0 }) : child;

/**
 * A fenced code block: optional title above, the highlighted `<pre>`, and the copy button.
 * Copying and the "Copied" label belong to the always-on client script (`data-code-block`,
 * `data-copy-code`, `data-copy-label`). Code reads left to right whatever the page's direction.
 */
export function CodeBlock({ title, language, variant, fileName, children }: CodeProps) {
  const t = useT();
  return (
    <div className="MuiCode-root" data-code-block="" data-language={language} data-variant={variant} data-file-name={fileName}>
      {title && <div className="MuiCode-title">{title}</div>}
      <div className="MuiCode-body" dir="ltr">
        {focusable(children)}
        <button type="button" className="MuiCode-copy" aria-label={t('copyCode')} data-copy-code="">
          <span data-copy-label="" data-copied-text={t('copied')} aria-live="polite">
            {t('copy')}
          </span>
          <span className="MuiCode-copyKeyboard" aria-hidden="true">
            <span className="shortcut-mac">(or ⌘C)</span>
            <span className="shortcut-other">(or Ctrl + C)</span>
          </span>
        </button>
      </div>
    </div>
  );
}
