import { styled } from '@mui/material/styles';
import type { LayoutProps } from '../../src/node/model/templates-api';
import { localHref } from '../shell/links';
import { MarkdownBody } from '../shell/MarkdownBody';
import { SiteFrame } from '../shell/SiteFrame';
import { introducedProducts } from './HomeLayout';
import { t } from '../strings';

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: '32px 0 12px' }));

/** The page static hosts show for a path that leads nowhere, in the site's shell. */
export function NotFoundLayout({ view, parts, fragments }: LayoutProps) {
  // The site's own product (its home is the home page, linked above) is not one of the libraries.
  const products = introducedProducts(view.products);
  return (
    <SiteFrame view={view} parts={parts} fragments={fragments} toc={false}>
      <Title>{view.page.heading}</Title>
      <MarkdownBody>
        <p className="description">{t(view, 'notFound.description')}</p>
        <p>
          <a href={localHref('/', view)}>{t(view, 'notFound.home')}</a>
          {products.length > 0 && t(view, 'notFound.products')}
        </p>
        {products.length > 0 && (
          <ul>
            {products.map((product) => (
              <li key={product.id}>
                <a href={localHref(product.home!, view)}>{product.name}</a>
              </li>
            ))}
          </ul>
        )}
      </MarkdownBody>
    </SiteFrame>
  );
}
