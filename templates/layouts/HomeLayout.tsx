import { styled } from '@mui/material/styles';
import type { ProductView } from '../../src/node/model/page-view';
import type { LayoutProps } from '../../src/node/model/templates-api';
import { localHref } from '../shell/links';
import { MarkdownBody } from '../shell/MarkdownBody';
import { PageHeading } from '../shell/PageHeading';
import { SiteFrame } from '../shell/SiteFrame';

const Grid = styled('ul')({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: '32px 0 16px',
  padding: 0,
});

const Card = styled('li')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 20,
  border: `1px solid ${theme.vars!.palette.divider}`,
  borderRadius: 12,
  backgroundColor: theme.vars!.palette.background.paper,
  '& h2': { ...theme.typography.h6, display: 'flex', alignItems: 'center', gap: 10, margin: 0, fontSize: '1.125rem' },
  '& h2 img': { display: 'block', width: 32, height: 32, flexShrink: 0 },
  '& p': { ...theme.typography.body2, margin: 0, color: theme.vars!.palette.text.secondary, flex: 1 },
}));

const Version = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  alignSelf: 'flex-start',
  padding: '1px 8px',
  borderRadius: 999,
  border: `1px solid ${theme.vars!.palette.divider}`,
  color: theme.vars!.palette.text.secondary,
  fontWeight: 600,
}));

const Start = styled('a')(({ theme }) => ({
  ...theme.typography.body2,
  alignSelf: 'flex-start',
  fontWeight: 600,
  color: theme.vars!.palette.primary[700],
  textDecoration: 'none',
  borderRadius: 4,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  ...theme.applyStyles('dark', { color: theme.vars!.palette.primary[300] }),
}));

/** The products the home page introduces: those with a home of their own (not the site's `/`). */
export const introducedProducts = (products: readonly ProductView[]) => products.filter((p) => p.home !== null && p.home !== '/');

/**
 * The site's home page (`layout: home`): the page's heading and markdown, then a card per
 * product with its logo, name, current version, description and a link to its first page.
 */
export function HomeLayout({ view, children, parts, fragments }: LayoutProps) {
  const products = introducedProducts(view.products);
  return (
    <SiteFrame view={view} parts={parts} fragments={fragments} toc={false}>
      <PageHeading view={view} />
      <MarkdownBody>{children}</MarkdownBody>
      {products.length > 0 && (
        <Grid aria-label="Products">
          {products.map((product) => {
            const current = product.versions.find((v) => v.current) ?? product.versions[0];
            return (
              <Card key={product.id}>
                <h2>
                  {product.logo && <img src={product.logo} alt="" width={32} height={32} />}
                  {product.name}
                </h2>
                {current && <Version>{current.text}</Version>}
                {product.description && <p>{product.description}</p>}
                <Start href={localHref(product.home!, view)} aria-label={`Get started with ${product.name}`}>
                  Get started →
                </Start>
              </Card>
            );
          })}
        </Grid>
      )}
    </SiteFrame>
  );
}
