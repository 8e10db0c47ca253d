import { styled } from '@mui/material/styles';
import { Children, isValidElement, useId, type ReactElement } from 'react';
import type { CodeProps, CodeTabsProps } from '../../src/node/model/templates-api';
import { useT } from '../strings';

const Root = styled('div')(({ theme }) => ({
  margin: theme.spacing(2, 0),
  '& [role="tablist"]': { display: 'flex', gap: theme.spacing(0.5), marginBottom: theme.spacing(-1) },
  '& [role="tab"]': {
    padding: theme.spacing(0.5, 1.5),
    border: '1px solid transparent',
    borderRadius: 8,
    background: 'none',
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    color: theme.vars!.palette.text.secondary,
    cursor: 'pointer',
    // The brand blue is too light for text on white: the darker shade, and a lighter one in dark.
    '&[aria-selected="true"]': { color: theme.vars!.palette.primary[700], borderColor: theme.vars!.palette.divider },
    '[data-mui-color-scheme="dark"] &[aria-selected="true"]': { color: theme.vars!.palette.primary[300] },
    '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  },
}));

/**
 * `<codeblock storageKey>`: one tab per fence, the first shown. The client's tab widget
 * switches panels; the storage key is carried for the widget that remembers the choice.
 */
export function CodeTabs({ storageKey, children }: CodeTabsProps) {
  const base = useId();
  const t = useT();
  const tabs = Children.toArray(children).filter((child): child is ReactElement<CodeProps> => isValidElement(child));
  return (
    <Root className="MuiCodeTabs-root" data-code-tabs="" data-storage-key={storageKey}>
      <div role="tablist" aria-label={t('codeVariants')}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel-${i}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
            data-tab={tab.props.tab ?? String(i + 1)}
          >
            {tab.props.tab ?? tab.props.language ?? t('codeTab', { number: i + 1 })}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={i} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} hidden={i !== 0}>
          {tab}
        </div>
      ))}
    </Root>
  );
}
