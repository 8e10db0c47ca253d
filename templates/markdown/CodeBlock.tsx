import { styled } from '@mui/material/styles';
import type { CodeProps } from '../../src/render/templates-api';
import { codeColors } from './code-colors';

export const CodeRoot = styled('div')(({ theme }) => ({
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
  '&:hover .MuiCode-copy, & .MuiCode-copy:focus-visible': { opacity: 1 },
  '& .MuiCode-title ~ .MuiCode-body .MuiCode-copy': { top: theme.spacing(1) },
  '& .MuiCode-body': { position: 'relative' },
  '& .MuiCode-copyKeyboard': { opacity: 0.7, marginLeft: 4 },
}));

/**
 * A fenced code block: optional title above, the highlighted `<pre>`, and the copy button
 * (its behaviour, copying and the "Copied" state, belongs to the client widgets).
 */
export function CodeBlock({ title, language, variant, fileName, children }: CodeProps) {
  return (
    <CodeRoot className="MuiCode-root" data-language={language} data-variant={variant} data-file-name={fileName}>
      {title && <div className="MuiCode-title">{title}</div>}
      <div className="MuiCode-body">
        {children}
        <button type="button" className="MuiCode-copy" aria-label="Copy the code" data-copy-code="">
          Copy <span className="MuiCode-copyKeyboard">(or Ctrl + C)</span>
        </button>
      </div>
    </CodeRoot>
  );
}
