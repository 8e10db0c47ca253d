import { formatLocation, type Diagnostic } from '../diagnostics/diagnostic';
import { escapeHtml } from '../page/escape';

/**
 * The page served while there is nothing good to show (the config or templates never
 * loaded, or a page that has never rendered): the errors as plain text, which the overlay
 * of the live-reload script then covers, and which reloads itself once they are fixed.
 */
export function errorPageHtml(diagnostics: readonly Diagnostic[], bodyEnd: string): string {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const items = errors
    .map(
      (d) =>
        `<li><code>${escapeHtml(formatLocation(d) || '(site)')}</code> ${escapeHtml(d.code)}<pre>${escapeHtml(d.message)}</pre>${
          d.hint ? `<p>hint: ${escapeHtml(d.hint)}</p>` : ''
        }</li>`,
    )
    .join('');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Build error - docs-site dev</title></head>',
    `<body style="font-family: system-ui, sans-serif; margin: 2rem;"><h1>The site cannot be shown</h1><ol>${items}</ol>${bodyEnd}</body>`,
    '</html>',
    '',
  ].join('\n');
}
