import { AD_ATTRIBUTES } from '../../shared/ad-data';
import { track } from '../analytics/gtag';
import { random, sessionChoice } from '../common/random';
import { isBot } from './is-bot';
import { fetchNetworkAd } from './network-ad';
import { cloneTemplate, fitShape, renderNetworkAd, type AdShape } from './render-ad';

/** SPEC 9 and REFERENCE 6. */
export const POLL_INTERVAL_MS = 500;
export const MAX_POLLS = 30;
/** More polls than this without the network's element: it is blocked. */
export const BLOCKED_AFTER_POLLS = 6;
export const DISPLAY_EVENT_DELAY_MS = 2500;
const INLINE_SHARE = 0.2;
const ADBLOCK_MESSAGE_SHARE = 0.2;

/** What the network's script (or our rendering of its JSON ad) puts in the page. */
const NETWORK_ELEMENT = '#carbonads, .carbonads, .ea-placement';

type SlotState = 'unknown' | 'network' | 'in-house' | 'adblock' | 'none' | 'crashed';

interface SlotSettings {
  scriptUrl: string;
  jsonUrl: string;
  backersUrl: string | null;
  network: string;
  ratio: number;
  placement: string;
}

function readSettings(slot: HTMLElement): SlotSettings {
  const ratio = Number.parseFloat(slot.getAttribute(AD_ATTRIBUTES.ratio) ?? '');
  return {
    scriptUrl: slot.getAttribute(AD_ATTRIBUTES.script) ?? '',
    jsonUrl: slot.getAttribute(AD_ATTRIBUTES.json) ?? '',
    backersUrl: slot.getAttribute(AD_ATTRIBUTES.backers),
    network: slot.getAttribute(AD_ATTRIBUTES.network) || 'Carbon',
    ratio: Number.isNaN(ratio) ? 0.1 : ratio,
    placement: slot.getAttribute(AD_ATTRIBUTES.placement) || 'body-top',
  };
}

/** Inline 20% of the time, image otherwise; picked once per session. */
const sessionShape = (): AdShape =>
  sessionChoice('docs-site-ad-shape', ['image', 'inline'], () => (random('ad-shape') < INLINE_SHARE ? 'inline' : 'image'));

/**
 * One ad slot, from "unknown" to what it shows. The network's ad is asked for (its script for
 * the image shape, its JSON endpoint for the inline one), and the slot looks for it every
 * 500 ms, 30 times at most. Found: it is shown, unless it is the network's backers link, which
 * an in-house ad replaces. Not found after 6 polls: the network is taken as blocked and an
 * in-house ad (or, for 20% of readers, a "please support us" message) shows, until the
 * network's ad turns up after all within the 30 polls. Whatever shows sends a display event
 * 2.5 s later, for the configured share of displays; an ad that fails to render leaves the
 * slot empty and sends a crash event instead.
 */
function startSlot(slot: HTMLElement, doc: Document): void {
  const win = doc.defaultView ?? window;
  const setState = (state: SlotState) => slot.setAttribute(AD_ATTRIBUTES.state, state);
  const templates = [...slot.querySelectorAll<HTMLTemplateElement>(':scope > template')];
  if (isBot(win.navigator.userAgent)) {
    slot.replaceChildren(doc.createElement('span'));
    setState('none');
    return;
  }
  const settings = readSettings(slot);
  const shape = sessionShape();
  slot.setAttribute(AD_ATTRIBUTES.shape, shape);
  setState('unknown');

  // The network's ad and ours have a container each, so either can be hidden while kept.
  const network = doc.createElement('div');
  const house = doc.createElement('div');
  slot.append(network, house);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let displayTimer: ReturnType<typeof setTimeout> | undefined;
  let label: string | null = null;
  let crashed = false;
  const labelFor = (source: string) => `${source}-${settings.placement}-${shape}`;

  const show = (state: SlotState, source: string) => {
    setState(state);
    const next = labelFor(source);
    if (next === label) return;
    label = next;
    slot.setAttribute('data-ga-event-label', next);
    clearTimeout(displayTimer);
    // Sampled, to stay within the analytics quota.
    if (random('ad-display') <= settings.ratio) {
      displayTimer = setTimeout(() => track('event', 'ad', { eventAction: 'display', eventLabel: next }), DISPLAY_EVENT_DELAY_MS);
    }
  };

  /** Runs a rendering step; if it throws, the slot shows nothing and reports the crash. */
  const guard = (source: string, render: () => void) => {
    if (crashed) return;
    try {
      render();
    } catch {
      crashed = true;
      clearTimeout(timer);
      clearTimeout(displayTimer);
      slot.replaceChildren();
      slot.removeAttribute('data-ga-event-label');
      setState('crashed');
      track('event', 'ad', { eventAction: 'crash', eventLabel: labelFor(source) });
    }
  };

  const template = (attribute: string, value?: string) =>
    templates.find((t) => (value === undefined ? t.hasAttribute(attribute) : t.getAttribute(attribute) === value));
  const inHouse = templates.filter((t) => t.hasAttribute(AD_ATTRIBUTES.inHouse));
  const pickedInHouse = inHouse[Math.floor(random('ad-in-house') * inHouse.length)];
  const showInHouse = (state: SlotState, source: string) =>
    guard(source, () => {
      if (!pickedInHouse) throw new Error('No in-house ad to show');
      network.hidden = true;
      house.replaceChildren(fitShape(cloneTemplate(pickedInHouse), shape));
      show(state, source);
    });

  const blocked = () => {
    const message = template(AD_ATTRIBUTES.adblock);
    if (message && random('ad-adblock-message') < ADBLOCK_MESSAGE_SHARE) {
      guard('in-house-adblock', () => {
        network.hidden = true;
        house.replaceChildren(cloneTemplate(message));
        show('adblock', 'in-house-adblock');
      });
    } else showInHouse('adblock', 'in-house');
  };

  const poll = (attempt: number) => {
    if (crashed) return;
    const found = network.querySelector(NETWORK_ELEMENT);
    if (found) {
      const link = found.querySelector('a')?.getAttribute('href');
      if (settings.backersUrl && link === settings.backersUrl) {
        // The network has nothing paid to show: an in-house ad does better.
        network.remove();
        showInHouse('in-house', 'in-house-carbon');
      } else {
        network.hidden = false;
        house.replaceChildren();
        show('network', settings.network.toLowerCase());
      }
      return;
    }
    if (attempt < MAX_POLLS) timer = setTimeout(() => poll(attempt + 1), POLL_INTERVAL_MS);
    if (attempt > BLOCKED_AFTER_POLLS && slot.getAttribute(AD_ATTRIBUTES.state) === 'unknown') blocked();
  };

  if (shape === 'image') {
    const script = doc.createElement('script');
    script.async = true;
    script.src = settings.scriptUrl;
    // The id the network's script looks for, to put its ad beside itself.
    script.id = '_carbonads_js';
    network.append(script);
  } else {
    void fetchNetworkAd(settings.jsonUrl, win.fetch.bind(win)).then((ad) => {
      if (ad) guard(settings.network.toLowerCase(), () => network.replaceChildren(renderNetworkAd(requireTemplate(template(AD_ATTRIBUTES.display)), ad, settings.network, shape)));
    });
  }
  poll(1);
}

function requireTemplate(template: HTMLTemplateElement | undefined): HTMLTemplateElement {
  if (!template) throw new Error('The ad slot has no [data-ad-display] template');
  return template;
}

/** Starts every ad slot of the page (the templates render one after the description when ads are on). */
export function setupAdSlots(doc: Document): void {
  for (const slot of doc.querySelectorAll<HTMLElement>(`[${AD_ATTRIBUTES.slot}]`)) startSlot(slot, doc);
}
