import type { Theme } from '@mui/material/styles';

/**
 * A style that depends on the theme alone, made once per theme rather than once per element.
 * For the parts a page repeats (a navigation link per page of the tree, an anchor and a
 * table-of-contents link per heading, a frame per code block): each element's style function
 * built the same object again. What emotion makes of the object, and so the CSS, is the same.
 */
export function perTheme<Style>(style: (props: { theme: Theme }) => Style): (props: { theme: Theme }) => Style {
  let last: { theme: Theme; style: Style } | null = null;
  return ({ theme }) => {
    if (last?.theme !== theme) last = { theme, style: style({ theme }) };
    return last.style;
  };
}
