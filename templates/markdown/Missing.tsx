import { styled } from '@mui/material/styles';
import type { MissingProps } from '../../src/node/model/templates-api';
import { useT, withElements } from '../strings';

const Root = styled('div')(({ theme }) => ({
  margin: theme.spacing(3, 0),
  padding: theme.spacing(3),
  border: `1px dashed ${theme.vars!.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.vars!.palette.text.secondary,
  textAlign: 'center',
  fontSize: '0.875rem',
}));

/** Stands where a demo is missing or broken, or a component embed is unknown: visible, never silent. */
export function Missing({ kind, name, reason }: MissingProps) {
  const t = useT();
  return (
    <Root className="MuiDemo-missing" role="note">
      {withElements(t(kind === 'demo' ? 'missing.demo' : 'missing.component'), { name: <code>{name}</code> })}
      {reason ? (
        <>
          : <span className="MuiDemo-missingReason">{reason}</span>
        </>
      ) : (
        '.'
      )}
    </Root>
  );
}
