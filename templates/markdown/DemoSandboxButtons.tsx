import type { SVGProps } from 'react';
import type { DemoProps } from '../../src/node/model/templates-api';
import { useT } from '../strings';

const icon = (path: string) =>
  function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
        <path d={path} />
      </svg>
    );
  };

/** A bolt, as StackBlitz's mark. */
const StackBlitzIcon = icon('M10.8 14.2H3.6L16.7 0l-3.5 9.8h7.2L7.3 24z');
/** A box, as CodeSandbox's mark. */
const CodeSandboxIcon = icon('M12 .5 2 6v12l10 5.5L22 18V6zm0 2.3 6.9 3.8L12 10.4 5.1 6.6zM4 8.3l7 3.9v9.1l-7-3.9zm9 13v-9.1l7-3.9v9.1z');

/**
 * "Open in StackBlitz" and "Open in CodeSandbox" in a demo's toolbar (never its first control:
 * not a tab stop, see Demo): on a click, the demo's project (`sandbox`, a URL) is sent to the
 * service in a new tab, in the variant, colour scheme and direction the reader is looking at
 * (src/client/demo-extras.ts).
 * A demo without a project (an embed, one that failed) has no buttons.
 */
export function DemoSandboxButtons({ sandbox }: Pick<DemoProps, 'sandbox'>) {
  const t = useT();
  if (!sandbox) return null;
  return (
    <>
      <button type="button" className="MuiDemo-icon" tabIndex={-1} aria-label={t('openStackBlitz')} title={t('openStackBlitz')} data-demo-sandbox="stackblitz" data-sandbox-project={sandbox}>
        <StackBlitzIcon />
      </button>
      <button type="button" className="MuiDemo-icon" tabIndex={-1} aria-label={t('openCodeSandbox')} title={t('openCodeSandbox')} data-demo-sandbox="codesandbox" data-sandbox-project={sandbox}>
        <CodeSandboxIcon />
      </button>
    </>
  );
}
