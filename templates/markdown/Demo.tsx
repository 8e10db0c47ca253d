import { alpha, styled } from '@mui/material/styles';
import { Children, isValidElement, useId, type ReactNode } from 'react';
import type { DemoProps, DemoStylingsProps } from '../../src/node/model/templates-api';
import { useT } from '../strings';
import { CheckIcon, CodeIcon, CopyIcon, GitHubIcon, LinkIcon, ResetFocusIcon, ResetIcon } from './icons';
import { DemoSandboxButtons } from './DemoSandboxButtons';

const Root = styled('div')(({ theme }) => ({
  margin: theme.spacing(3, 0),
  '& .MuiDemo-anchor': { position: 'relative', top: -80, display: 'block' },
  '& .MuiDemo-frame': {
    position: 'relative',
    display: 'flex',
    justifyContent: 'center',
    padding: theme.spacing(3),
    border: `1px solid ${theme.vars!.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'auto',
  },
  '& .MuiDemo-frame[data-bg="inline"]': { padding: 0, border: 0, justifyContent: 'flex-start' },
  '& .MuiDemo-frame[data-bg="true"]': { backgroundColor: theme.vars!.palette.grey[50], '[data-mui-color-scheme="dark"] &': { backgroundColor: alpha('#FFF', 0.04) } },
  '& .MuiDemo-frame[data-bg="gradient"]': {
    backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.08)}, ${alpha(theme.palette.primary.main, 0.02)})`,
  },
  '& .MuiDemo-frame[data-bg="playground"]': { borderStyle: 'dashed' },
  '& .docs-island': { width: '100%', display: 'flex', justifyContent: 'inherit' },
  // `iframe: true`: the demo renders in a frame of its own, sized to its content by the client.
  '& .MuiDemo-frame[data-iframe]': { padding: 0, display: 'block' },
  '& .docs-island-frame': { display: 'block', width: '100%', height: '100%', minHeight: 120, border: 0 },
  '& .MuiDemo-toolbar': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0.5, 0),
    '& button': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      padding: theme.spacing(0.5, 1),
      border: `1px solid ${theme.vars!.palette.divider}`,
      borderRadius: 8,
      background: 'none',
      color: theme.vars!.palette.text.secondary,
      font: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: 600,
      cursor: 'pointer',
      '&:hover': { color: theme.vars!.palette.text.primary, borderColor: theme.vars!.palette.grey[400] },
      '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 1 },
      // The brand blue is too light for text on white: the darker shade, and a lighter one in dark.
      '&[aria-pressed="true"], &[aria-expanded="true"]': { color: theme.vars!.palette.primary[700], borderColor: alpha(theme.palette.primary.main, 0.5) },
      '[data-mui-color-scheme="dark"] &[aria-pressed="true"], [data-mui-color-scheme="dark"] &[aria-expanded="true"]': { color: theme.vars!.palette.primary[300] },
    },
    '& .MuiDemo-variants': { display: 'inline-flex', '& button:first-of-type': { borderRadius: '8px 0 0 8px' }, '& button:last-of-type': { borderRadius: '0 8px 8px 0', marginLeft: -1 } },
    '& .MuiDemo-spacer': { flex: 1 },
    // The copy indicator: a check mark while the source is on the clipboard.
    '& .MuiDemo-copied': { display: 'none' },
    '& [data-copied]': { color: theme.vars!.palette.success[700], '& .MuiDemo-copy': { display: 'none' }, '& .MuiDemo-copied': { display: 'inline' } },
    '& .MuiDemo-status': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    // Icon buttons and links: a square around the icon.
    '& .MuiDemo-icon': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 6,
      border: '1px solid transparent',
      borderRadius: 8,
      color: theme.vars!.palette.text.secondary,
      fontSize: '1.125rem',
      '&:hover': { color: theme.vars!.palette.text.primary, borderColor: theme.vars!.palette.divider },
      '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 1 },
    },
    '& button.MuiDemo-icon': { padding: 6, border: '1px solid transparent', fontSize: '1.125rem' },
  },
  // A demo that crashed in the browser says so in its frame; the rest of the page goes on.
  '& .MuiDemo-crash': {
    width: '100%',
    margin: 0,
    padding: theme.spacing(1, 1.5),
    borderRadius: 8,
    border: `1px solid ${theme.vars!.palette.error.main}`,
    color: theme.vars!.palette.error[700],
    backgroundColor: theme.vars!.palette.error[50],
    fontFamily: 'Menlo, Consolas, "Droid Sans Mono", monospace',
    fontSize: '0.8125rem',
    whiteSpace: 'pre-wrap',
    '[data-mui-color-scheme="dark"] &': { color: theme.vars!.palette.error[100], backgroundColor: alpha(theme.palette.error.main, 0.12) },
  },
  '& .MuiDemo-frame:has(.MuiDemo-crash)': { flexDirection: 'column', gap: theme.spacing(1) },
  // The source can be edited in place (src/client/demo-edit.ts): a click puts the caret there.
  '& [data-demo-editable] pre': { cursor: 'text' },
  // The preview snippet shows while the code is closed; the whole source once it is open.
  '& .MuiDemo-preview > .MuiCode-root': { marginTop: 0 },
  '& .MuiDemo-code > .MuiCode-root': { marginTop: 0 },
  // Both sources are in the page; the `data-code-variant` of <html> says which one shows.
  '&[data-has-ts] .MuiCode-root[data-variant="js"], &[data-has-ts] .MuiDemo-source[data-variant="js"]': { display: 'none' },
  'html[data-code-variant="js"] &[data-has-ts] .MuiDemo-source[data-variant="js"]': { display: 'inline-flex' },
  'html[data-code-variant="js"] & .MuiDemo-source[data-variant="ts"]': { display: 'none' },
  'html[data-code-variant="js"] &[data-has-ts] .MuiCode-root[data-variant="js"]': { display: 'block' },
  'html[data-code-variant="js"] & .MuiCode-root[data-variant="ts"]': { display: 'none' },
  // The toggle's pressed state, before the client script has set aria-pressed.
  'html:not([data-code-variant="js"]) & [data-code-variant-value="ts"], html[data-code-variant="js"] & [data-code-variant-value="js"]': {
    color: theme.vars!.palette.primary[700],
  },
  'html[data-mui-color-scheme="dark"]:not([data-code-variant="js"]) & [data-code-variant-value="ts"], html[data-mui-color-scheme="dark"][data-code-variant="js"] & [data-code-variant-value="js"]':
    { color: theme.vars!.palette.primary[300] },
}));

/** How the styling solutions are named in the switch. */
const STYLING_NAMES: Record<string, string> = { css: 'CSS', tailwind: 'Tailwind CSS', system: 'MUI System' };

/**
 * The blocks of a demo written once per styling solution: the page shows the block of the
 * reader's choice (`data-demo-styling` on `<html>`, which the always-on script keeps), or the
 * group's first when it has no block for that choice.
 */
const Stylings = styled('div')({
  '& > .MuiDemo-root:not(:first-of-type)': { display: 'none' },
  ...Object.fromEntries(
    Object.keys(STYLING_NAMES).flatMap((each) => [
      [`html[data-demo-styling="${each}"] &:has(> [data-styling="${each}"]) > .MuiDemo-root`, { display: 'none' }],
      [`html[data-demo-styling="${each}"] &:has(> [data-styling="${each}"]) > .MuiDemo-root[data-styling="${each}"]`, { display: 'block' }],
    ]),
  ),
});

export function DemoStylings({ name, stylings, children }: DemoStylingsProps) {
  return (
    <Stylings className="MuiDemo-stylings" data-demo={name} data-stylings={stylings}>
      {children}
    </Stylings>
  );
}

/** A demo's `docs-code` children: its sources, and upstream's preview snippets of them. */
function splitSources(codes: ReactNode[]): { sources: ReactNode[]; previews: ReactNode[] } {
  const isPreview = (node: ReactNode) => isValidElement<{ preview?: boolean }>(node) && node.props.preview === true;
  return { sources: codes.filter((node) => !isPreview(node)), previews: codes.filter(isPreview) };
}

/**
 * A live demo: the island (rendered on the server, hydrated in the browser) in its frame,
 * the toolbar and the sources. Both sources are rendered; CSS shows the one the reader's code
 * variant names, and its preview snippet (`Name.tsx.preview`) while the code is closed. The
 * toolbar is one tab stop (arrow keys move along it: `src/client/demo-toolbar.ts`): show code,
 * TS/JS, the styling switch, then copy, copy a link, the source on GitHub, reset focus and
 * reset demo. The first embed of a demo carries the `#Name`, `#Name.js` and `#Name.tsx`
 * anchors: the two last select a variant (and open the code) from a shared link.
 */
export function Demo(props: DemoProps) {
  const { name, hasTs, anchors, hideToolbar, defaultCodeOpen, bg = 'outlined', maxWidth, height, iframe, styling, stylings, sourceUrl, jsSourceUrl, disableLiveEdit, children } = props;
  const codeId = useId();
  const t = useT();
  const [island, ...codes] = Children.toArray(children);
  const { sources, previews } = splitSources(codes);
  // The toolbar is one tab stop: its first control; the others are reached with the arrow keys.
  let stops = 0;
  const tabIndex = () => (stops++ === 0 ? 0 : -1);
  const sourceLink = (href: string, variant?: 'ts' | 'js') => (
    <a key={variant ?? 'source'} className="MuiDemo-icon MuiDemo-source" href={href} data-variant={variant} aria-label={t('viewGitHub')} title={t('viewGitHub')} tabIndex={tabIndex()} rel="noopener">
      <GitHubIcon />
    </a>
  );
  return (
    <Root className="MuiDemo-root" data-demo={name} data-has-ts={hasTs ? '' : undefined} data-styling={styling} data-crash-text={t('demoCrashed', { message: '%message%' })}>
      {anchors && (
        <>
          <span id={name} className="MuiDemo-anchor" />
          <span id={`${name}.js`} className="MuiDemo-anchor" />
          <span id={`${name}.tsx`} className="MuiDemo-anchor" />
        </>
      )}
      <div className="MuiDemo-frame" data-bg={String(bg)} data-iframe={iframe ? '' : undefined} style={{ maxWidth, height }}>
        {island}
      </div>
      {!hideToolbar && (
        <>
          <div className="MuiDemo-toolbar" role="toolbar" aria-label={t('demoToolbar', { name })}>
            <button
              type="button"
              aria-expanded={Boolean(defaultCodeOpen)}
              aria-controls={codeId}
              data-demo-code-toggle=""
              data-show-text={t('showSource')}
              data-hide-text={t('hideSource')}
              tabIndex={tabIndex()}
            >
              <CodeIcon /> <span>{defaultCodeOpen ? t('hideSource') : t('showSource')}</span>
            </button>
            {hasTs && (
              <span className="MuiDemo-variants" role="group" aria-label={t('sourceLanguage')}>
                <button type="button" data-code-variant-value="ts" aria-pressed="true" tabIndex={tabIndex()}>
                  TS
                </button>
                <button type="button" data-code-variant-value="js" aria-pressed="false" tabIndex={tabIndex()}>
                  JS
                </button>
              </span>
            )}
            {stylings && (
              <span className="MuiDemo-variants" role="group" aria-label={t('stylingSolution')}>
                {stylings.split(' ').map((each) => (
                  <button key={each} type="button" data-demo-styling-value={each} aria-pressed={each === styling} tabIndex={tabIndex()}>
                    {STYLING_NAMES[each] ?? each}
                  </button>
                ))}
              </span>
            )}
            <span className="MuiDemo-spacer" />
            <DemoSandboxButtons sandbox={props.sandbox} />
            <button type="button" className="MuiDemo-icon" aria-label={t('copySource')} title={t('copySource')} data-copy-demo={name} tabIndex={tabIndex()}>
              <CopyIcon className="MuiDemo-copy" />
              <CheckIcon className="MuiDemo-copied" />
              <span className="MuiDemo-status" data-copy-label="" data-copied-text={t('copied')} aria-live="polite" />
            </button>
            <button type="button" className="MuiDemo-icon" aria-label={t('copyDemoLink')} title={t('copyDemoLink')} data-copy-demo-link={name} tabIndex={tabIndex()}>
              <LinkIcon className="MuiDemo-copy" />
              <CheckIcon className="MuiDemo-copied" />
              <span className="MuiDemo-status" data-copy-label="" data-copied-text={t('linkCopied')} aria-live="polite" />
            </button>
            {sourceUrl && (jsSourceUrl ? [sourceLink(sourceUrl, 'ts'), sourceLink(jsSourceUrl, 'js')] : sourceLink(sourceUrl))}
            <button type="button" className="MuiDemo-icon" aria-label={t('resetFocus')} title={t('resetFocus')} data-demo-action="reset-focus" tabIndex={tabIndex()}>
              <ResetFocusIcon />
            </button>
            <button type="button" className="MuiDemo-icon" aria-label={t('resetDemo')} title={t('resetDemo')} data-demo-action="reset" tabIndex={tabIndex()}>
              <ResetIcon />
            </button>
          </div>
          {previews.length > 0 && (
            <div className="MuiDemo-preview" data-demo-preview="" hidden={Boolean(defaultCodeOpen)}>
              {previews}
            </div>
          )}
          <div
            className="MuiDemo-code"
            id={codeId}
            hidden={!defaultCodeOpen}
            data-demo-editable={disableLiveEdit ? undefined : ''}
            data-edit-label={disableLiveEdit ? undefined : t('editCode', { name })}
          >
            {sources}
          </div>
        </>
      )}
    </Root>
  );
}
