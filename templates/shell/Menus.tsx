import { styled } from '@mui/material/styles';
import type { CSSProperties, ReactNode } from 'react';
import type { VersionLink } from '../../src/node/model/config';
import type { PageView, ProductView } from '../../src/node/model/page-view';
import { blueDark } from '../theme';
import { CheckIcon, ExpandMoreIcon } from './icons';
import { isExternal, localHref } from './links';

/*
 * The drawer header's two menus: the product switcher and the version menu. Each is a button
 * and a popover (the HTML popover API): the browser opens and closes it, closes it on Esc and
 * on a click outside, all without JavaScript. CSS anchor positioning places it under its button.
 * With JavaScript (`data-menu`), the focus moves into an opened menu and the arrow keys move
 * between its items.
 */

export const MenuButton = styled('button')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 32,
  padding: '2px 6px 2px 10px',
  border: `1px solid ${theme.vars!.palette.grey[200]}`,
  borderRadius: 8,
  backgroundColor: theme.vars!.palette.background.paper,
  color: theme.vars!.palette.text.primary,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.vars!.palette.grey[50], borderColor: theme.vars!.palette.grey[300] },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  '& svg': { fontSize: '1.125rem', color: theme.vars!.palette.grey[600] },
  ...theme.applyStyles('dark', {
    borderColor: blueDark[600],
    backgroundColor: blueDark[800],
    '&:hover': { backgroundColor: blueDark[700], borderColor: blueDark[500] },
    '& svg': { color: theme.vars!.palette.grey[400] },
  }),
}));

const Popover = styled('div')(({ theme }) => ({
  margin: 0,
  inset: 'auto',
  // Under the button, its start edges aligned; flipped above when there is no room below.
  positionArea: 'block-end span-inline-end',
  positionTryFallbacks: 'flip-block',
  marginBlock: 6,
  minWidth: 200,
  maxHeight: 'min(420px, 70vh)',
  overflowY: 'auto',
  padding: 6,
  border: `1px solid ${theme.vars!.palette.grey[200]}`,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: theme.vars!.palette.text.primary,
  boxShadow: '0 8px 24px rgba(11, 13, 14, 0.16)',
  ...theme.applyStyles('dark', { backgroundColor: blueDark[800], borderColor: blueDark[600], boxShadow: '0 8px 24px rgba(0, 0, 0, 0.6)' }),
}));

const MenuList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

export const MenuLink = styled('a')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 34,
  padding: '6px 10px',
  borderRadius: 8,
  color: theme.vars!.palette.text.primary,
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.vars!.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: -2 },
  '&[aria-current]': { fontWeight: 600, color: theme.vars!.palette.primary[700] },
  '& .menu-check': { marginInlineStart: 'auto', fontSize: '1rem', color: theme.vars!.palette.primary.main },
  '& img': { width: 20, height: 20 },
  ...theme.applyStyles('dark', { '&[aria-current]': { color: theme.vars!.palette.primary[300] } }),
}));

/** The first entry after the versions proper: a rule above it sets it apart. */
const AfterDivider = styled('li')(({ theme }) => ({ marginTop: 6, paddingTop: 6, borderTop: `1px solid ${theme.vars!.palette.divider}` }));

/** A button that opens a popover menu anchored under it. */
export function PopoverMenu({ id, label, buttonText, children }: { id: string; label: string; buttonText: ReactNode; children: ReactNode }) {
  const anchor = `--${id}`;
  return (
    <>
      <MenuButton type="button" popoverTarget={id} aria-label={label} style={{ anchorName: anchor } as CSSProperties}>
        {buttonText}
        <ExpandMoreIcon />
      </MenuButton>
      <Popover id={id} popover="auto" data-menu="" style={{ positionAnchor: anchor } as CSSProperties}>
        <MenuList aria-label={label}>{children}</MenuList>
      </Popover>
    </>
  );
}

/** The product switcher: every product with a home page, the current one marked. */
export function ProductSwitcher({ view }: { view: PageView }) {
  const current = view.product;
  const products = view.products.filter((p): p is ProductView & { home: string } => p.home !== null);
  if (!current) return null;
  return (
    <PopoverMenu id="product-switcher" label={`Product: ${current.name}. Switch product`} buttonText={current.name}>
      {products.map((product) => (
        <li key={product.id}>
          <MenuLink href={localHref(product.home, view)} aria-current={product.id === current.id ? 'true' : undefined}>
            {product.logo ? <img src={product.logo} alt="" width={20} height={20} loading="lazy" /> : null}
            <span>{product.name}</span>
            {product.id === current.id && <CheckIcon className="menu-check" />}
          </MenuLink>
        </li>
      ))}
    </PopoverMenu>
  );
}

const VersionLabel = styled('a')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: '2px 10px',
  border: `1px solid ${theme.vars!.palette.grey[200]}`,
  borderRadius: 8,
  color: theme.vars!.palette.text.secondary,
  fontWeight: 600,
  textDecoration: 'none',
  'a&:hover': { backgroundColor: theme.vars!.palette.grey[50] },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  ...theme.applyStyles('dark', { borderColor: blueDark[600], 'a&:hover': { backgroundColor: blueDark[700] } }),
}));

/** The version the button shows: the entry marked current, else the first (REFERENCE 1). */
export const currentVersion = (versions: readonly VersionLink[]): VersionLink | undefined => versions.find((v) => v.current) ?? versions[0];

/**
 * Entries after the list of versions proper, such as "View all versions": not the current one,
 * and leading to a page of this site rather than another version's host. They sit after a divider.
 */
const isSiteLink = (version: VersionLink, current: VersionLink | undefined) =>
  version !== current && version.href !== undefined && !isExternal(version.href);

/** Older versions live on hosts of their own; a non-English reader goes to that host's `/<lang>` pages (REFERENCE 1). */
export function versionHref(href: string, view: PageView): string {
  if (!isExternal(href)) return localHref(href, view);
  const prefix = view.page.languagePrefix;
  if (!prefix) return href;
  const url = new URL(href);
  return `${url.origin}${prefix}${url.pathname === '/' ? '/' : url.pathname}${url.search}${url.hash}`;
}

/** The version menu; a single version is a plain label (a link when it has one), with no arrow. */
export function VersionMenu({ view }: { view: PageView }) {
  const versions = view.product?.versions ?? [];
  const current = currentVersion(versions);
  if (!current) return null;
  if (versions.length === 1) {
    return current.href ? (
      <VersionLabel href={versionHref(current.href, view)} aria-label={`Version ${current.text}`}>
        {current.text}
      </VersionLabel>
    ) : (
      <VersionLabel as="span">{current.text}</VersionLabel>
    );
  }
  const main = versions.filter((v) => !isSiteLink(v, current));
  const extra = versions.filter((v) => isSiteLink(v, current));
  const item = (version: VersionLink, index: number, list: VersionLink[]) => {
    const isCurrent = version === current;
    const Item = list === extra && index === 0 ? AfterDivider : 'li';
    return (
      <Item key={`${version.text}|${version.href ?? ''}`} data-divider={Item === AfterDivider ? '' : undefined}>
        <MenuLink href={version.href ? versionHref(version.href, view) : localHref(view.product?.home ?? '/', view)} aria-current={isCurrent ? 'true' : undefined}>
          <span>{version.text}</span>
          {isCurrent && <CheckIcon className="menu-check" />}
        </MenuLink>
      </Item>
    );
  };
  return (
    <PopoverMenu id="version-menu" label={`Version ${current.text}. Choose a version`} buttonText={current.text}>
      {main.map(item)}
      {extra.map(item)}
    </PopoverMenu>
  );
}
