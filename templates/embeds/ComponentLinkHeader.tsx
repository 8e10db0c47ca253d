import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { EmbedProps } from '../../src/node/model/templates-api';

/**
 * The links at the top of a component page, from its frontmatter: the GitHub label of its
 * issues, the WAI-ARIA pattern it follows, its Material Design guidelines, its package.
 */
export function ComponentLinkHeader({ view, props }: EmbedProps) {
  const { frontmatter } = view.page;
  const text = (key: string) => (typeof frontmatter[key] === 'string' ? (frontmatter[key] as string) : null);
  const githubLabel = text('githubLabel');
  const links = [
    githubLabel && { label: 'Feedback', href: `${view.site.repositoryUrl}/labels/${encodeURIComponent(githubLabel)}` },
    text('waiAria') && { label: 'WAI-ARIA', href: text('waiAria')! },
    props.design !== false && text('materialDesign') && { label: 'Material Design', href: text('materialDesign')! },
    text('packageName') && { label: 'Package', href: `https://npm.im/${text('packageName')!}` },
  ].filter((link): link is { label: string; href: string } => Boolean(link));
  if (links.length === 0) return null;
  return (
    <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: '0 0 24px', listStyle: 'none' }}>
      {links.map((link) => (
        <li key={link.label}>
          <Chip component="a" clickable href={link.href} rel="noopener" label={link.label} size="small" variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
