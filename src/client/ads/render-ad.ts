import { AD_ATTRIBUTES } from '../../shared/ad-data';
import { trackingPixels, type NetworkAd } from './network-ad';

export type AdShape = 'image' | 'inline';

/** The element a `<template>` holds, cloned. */
export function cloneTemplate(template: HTMLTemplateElement): HTMLElement {
  const element = template.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof HTMLElement)) throw new Error('An ad template holds no element');
  return element;
}

/** The inline shape shows no image: removing it spares the download. */
export function fitShape(ad: HTMLElement, shape: AdShape): HTMLElement {
  if (shape === 'inline') ad.querySelector(`[${AD_ATTRIBUTES.image}]`)?.parentElement?.remove();
  return ad;
}

const part = (root: HTMLElement, attribute: string) => {
  const element = root.querySelector<HTMLElement>(`[${attribute}]`);
  if (!element) throw new Error(`The ad template has no [${attribute}]`);
  return element;
};

/**
 * The network's ad in the slot's skeleton (the templates' `data-ad-display`). Its text comes
 * from a third party, so it is set as text, never as HTML. The element carries the class
 * `carbonads`, which is how the slot recognises that the network has shown an ad. Throws
 * on a malformed record: the slot treats that as a crash.
 */
export function renderNetworkAd(skeleton: HTMLTemplateElement, ad: NetworkAd, networkName: string, shape: AdShape): HTMLElement {
  const root = fitShape(cloneTemplate(skeleton), shape);
  const doc = root.ownerDocument;
  root.classList.add('carbonads');
  part(root, AD_ATTRIBUTES.link).setAttribute('href', ad.statlink);
  const image = root.querySelector<HTMLImageElement>(`img[${AD_ATTRIBUTES.image}]`);
  if (image) {
    image.src = ad.image ?? '';
    image.alt = ad.company ?? '';
  }
  const company = doc.createElement('strong');
  company.textContent = ad.company ?? '';
  part(root, AD_ATTRIBUTES.description).append(company, ` - ${ad.description ?? ''}`);
  part(root, AD_ATTRIBUTES.poweredBy).textContent = networkName;
  for (const src of trackingPixels(ad)) {
    const pixel = doc.createElement('img');
    pixel.src = src;
    pixel.alt = '';
    pixel.hidden = true;
    root.append(pixel);
  }
  return root;
}
