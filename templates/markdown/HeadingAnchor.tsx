import { styled } from '@mui/material/styles';
import type { AnchorProps } from '../../src/node/model/templates-api';
import { LinkIcon } from './icons';
import { perTheme } from '../per-theme';

const Anchor = styled('a')(perTheme(({ theme }) => ({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginLeft: theme.spacing(1),
  fontSize: '0.75em',
  color: theme.vars!.palette.text.secondary,
  opacity: 0,
  transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
  '*:hover > &, &:focus-visible': { opacity: 1 },
  '&:hover': { color: theme.vars!.palette.primary.main },
})));

/**
 * The anchor link of an h2 or h3: shown on hover, and on keyboard focus (it is in the tab
 * order, so a keyboard reader can reach and share a section too).
 */
export function HeadingAnchor({ target }: AnchorProps) {
  return (
    <Anchor className="anchor-link" href={`#${target}`} aria-labelledby={target}>
      <LinkIcon />
    </Anchor>
  );
}
