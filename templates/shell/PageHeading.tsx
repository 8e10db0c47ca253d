import { styled } from '@mui/material/styles';
import type { PageView } from '../../src/render/page-view';
import { Breadcrumbs } from './Breadcrumbs';

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: '0 0 12px', color: theme.vars!.palette.text.primary }));

/** Breadcrumbs and the page's `# ` heading (the markdown body no longer holds it). */
export function PageHeading({ view }: { view: PageView }) {
  return (
    <>
      <Breadcrumbs view={view} />
      <Title>{view.page.heading}</Title>
    </>
  );
}
