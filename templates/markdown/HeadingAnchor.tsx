import type { CSSObject, Theme } from '@mui/material/styles';
import type { AnchorProps } from '../../src/node/model/templates-api';
import { LinkIcon } from './icons';

/** Its styles, in the site-wide stylesheet (see `MarkdownBody`): a page has an anchor per heading. */
export const headingAnchorStyles = (theme: Theme): CSSObject => ({
  '.anchor-link': {
    display: 'inline-flex',
    verticalAlign: 'middle',
    marginLeft: theme.spacing(1),
    fontSize: '0.75em',
    color: theme.vars!.palette.text.secondary,
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
    '*:hover > &, &:focus-visible': { opacity: 1 },
    '&:hover': { color: theme.vars!.palette.primary.main },
  },
});

/**
 * The anchor link of an h2 or h3: shown on hover, and on keyboard focus (it is in the tab
 * order, so a keyboard reader can reach and share a section too).
 */
export function HeadingAnchor({ target }: AnchorProps) {
  return (
    <a className="anchor-link" href={`#${target}`} aria-labelledby={target}>
      <LinkIcon />
    </a>
  );
}
