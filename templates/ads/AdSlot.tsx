import { alpha, styled } from '@mui/material/styles';
import { AdDisplay } from './AdDisplay';
import { useT } from '../strings';
import { useAdConfig } from './AdProvider';
import { inHouseAds, inHouseLabel } from './in-house-ads';

const IMAGE_WIDTH = 130;
const IMAGE_HEIGHT = 100;

/*
 * The slot reserves the height of the tallest thing it may show (SPEC 9: 126 px, 142 px
 * below sm, where the text beside the image wraps more), so filling it moves nothing below.
 * Its content arrives in the browser; these rules style both the site's markup
 * (`.AdDisplay-*`) and the network's own (`#carbonads`), in both shapes.
 */
const Root = styled('div')(({ theme }) => {
  const gap = (size: number) => ({ padding: size, paddingLeft: size + IMAGE_WIDTH + size });
  const box = {
    display: 'block',
    overflow: 'hidden',
    border: `1px dashed ${theme.vars!.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    ...gap(8),
    [theme.breakpoints.up('sm')]: gap(12),
  };
  const imageWrapper = {
    float: 'left',
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    marginLeft: -IMAGE_WIDTH - 8,
    [theme.breakpoints.up('sm')]: { marginLeft: -IMAGE_WIDTH - 12 },
  } as const;
  const image = { display: 'block', width: IMAGE_WIDTH, height: IMAGE_HEIGHT, maxWidth: 'none', borderRadius: 4 };
  const link = { color: theme.vars!.palette.text.primary, fontWeight: 400, textDecoration: 'none' };
  const description = { ...theme.typography.body2, display: 'block' };
  const poweredBy = { ...theme.typography.caption, display: 'block', marginTop: 4, color: theme.vars!.palette.text.secondary };
  return {
    position: 'relative',
    display: 'block',
    margin: theme.spacing(3, 0),
    minHeight: 126,
    [theme.breakpoints.down('sm')]: { minHeight: 142 },
    // The site's markup.
    '& .AdDisplay-root': box,
    '& .AdDisplay-imageWrapper': imageWrapper,
    '& .AdDisplay-image': image,
    '& .AdDisplay-root a.AdDisplay-link': link,
    '& .AdDisplay-description': description,
    '& .AdDisplay-description b, & .AdDisplay-description strong': { fontWeight: 600 },
    '& .AdDisplay-pill': { display: 'none' },
    '& .AdDisplay-poweredby': poweredBy,
    '&[data-ad-shape="inline"]': {
      '& .AdDisplay-root': { padding: theme.spacing(1.5, 2) },
      '& .AdDisplay-imageWrapper': { display: 'none' },
      '& .AdDisplay-pill': {
        display: 'inline-block',
        marginRight: 8,
        padding: '0 6px',
        borderRadius: 99,
        border: `1px solid ${alpha(theme.palette.primary.main, 0.4)}`,
        color: theme.vars!.palette.primary[700],
        fontSize: '0.6875rem',
        fontWeight: 700,
        lineHeight: '18px',
        verticalAlign: 'text-bottom',
      },
    },
    // The network's own markup (image shape).
    '& #carbonads': box,
    '& #carbonads > span, & #carbonads .carbon-wrap': { display: 'block' },
    '& #carbonads a': link,
    '& #carbonads .carbon-img': imageWrapper,
    '& #carbonads img': image,
    '& #carbonads .carbon-text': description,
    '& #carbonads .carbon-poweredby': poweredBy,
    // "Please support us", for some of the readers who block the network.
    '& .AdSlot-adblock': {
      ...theme.typography.body2,
      display: 'block',
      padding: theme.spacing(1.5),
      border: `2px solid ${theme.vars!.palette.primary.main}`,
      borderRadius: theme.shape.borderRadius,
      '& > span': { display: 'block' },
      '& > span + span': { marginTop: 4 },
    },
    [theme.breakpoints.up('sm')]: { '& .AdSlot-adblock': { padding: theme.spacing(1.5, 2) } },
    ...theme.applyStyles('dark', {
      '& .AdDisplay-root a.AdDisplay-link, & #carbonads a': { color: '#fff' },
      '&[data-ad-shape="inline"] .AdDisplay-pill': { color: theme.vars!.palette.primary[300] },
    }),
  };
});

/**
 * The ad slot after the page's description (the markdown's `docs-ad`). It renders the slot
 * with the network's settings and, in inert `<template>`s, everything the browser may show in
 * it: the skeleton it fills with the network's ad, each in-house ad, and the message for
 * readers who block ads. The browser picks (src/client/ads/); without JavaScript the
 * slot stays empty. It needs an `AdProvider` around it, and renders nothing when ads are off.
 */
export function AdSlot() {
  const { network, poweredBy, placement } = useAdConfig();
  const t = useT();
  if (!network) return null;
  return (
    <Root
      data-ad-slot=""
      data-ad-script={network.scriptUrl}
      data-ad-json={network.jsonUrl}
      data-ad-backers={network.backersUrl ?? undefined}
      data-ad-network={network.name}
      data-ad-ratio={String(network.displayRatio)}
      data-ad-placement={placement}
      data-ga-event-category="ad"
      data-ga-event-action="click"
    >
      <template data-ad-display="">
        <AdDisplay />
      </template>
      {inHouseAds.map((ad) => (
        <template key={ad.name} data-ad-in-house={ad.name}>
          <AdDisplay ad={{ link: ad.link, img: ad.img, name: ad.name, description: ad.description, poweredBy, label: inHouseLabel(ad) }} />
        </template>
      ))}
      <template data-ad-adblock="">
        <span className="AdSlot-adblock">
          <span>
            <b>{t('adblock.title')}</b>
          </span>
          <span>{t('adblock.text')}</span>
          <span>{t('adblock.thanks')}</span>
        </span>
      </template>
    </Root>
  );
}
