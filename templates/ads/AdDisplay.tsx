import { useT, withElements } from '../strings';

/**
 * One ad, in markup that fits both shapes: the slot's `data-ad-shape` (set by the browser)
 * decides whether the image or the small "Ad" pill shows. With no `ad` it is the empty
 * skeleton the browser fills with the network's ad (`data-ad-*` attributes mark the holes).
 */
export interface AdDisplayProps {
  ad?: { link: string; img: string; name: string; description: string; poweredBy: string; label: string };
}

export function AdDisplay({ ad }: AdDisplayProps) {
  const t = useT();
  const tracking = ad && { 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': ad.label };
  return (
    <span className="AdDisplay-root">
      <a className="AdDisplay-link" data-ad-link="" href={ad?.link} target="_blank" rel="noopener sponsored" {...tracking}>
        <span className="AdDisplay-imageWrapper">
          {/* Lazy: React would otherwise make every page preload the image of every in-house ad it holds in a template. */}
          <img className="AdDisplay-image" data-ad-image="" src={ad?.img} alt={ad?.name ?? ''} width={130} height={100} loading="lazy" />
        </span>
        <span className="AdDisplay-description">
          <span className="AdDisplay-pill">{t('adPill')}</span>
          {ad ? <span data-ad-description="" dangerouslySetInnerHTML={{ __html: ad.description }} /> : <span data-ad-description="" />}
        </span>
      </a>
      <span className="AdDisplay-poweredby">
        {withElements(t('adPublisher'), { publisher: <span data-ad-poweredby="">{ad?.poweredBy}</span> })}
      </span>
    </span>
  );
}
