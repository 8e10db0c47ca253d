import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageTheme } from '../shell/Globals';
import { AD_PROVIDER_MISSING, AdProvider, type AdConfig } from './AdProvider';
import { AdSlot } from './AdSlot';

const network: NonNullable<AdConfig['network']> = {
  scriptUrl: 'https://ads.example/carbon.js?serve=X',
  jsonUrl: 'https://ads.example/ads.json',
  backersUrl: 'https://ads.example/backers',
  name: 'Carbon',
  displayRatio: 0.1,
};
const render = (config: AdConfig) =>
  renderToString(
    <PageTheme dir="ltr">
      <AdProvider config={config}>
        <AdSlot />
      </AdProvider>
    </PageTheme>,
  );

describe('AdSlot', () => {
  it('throws the AdProvider message, to the letter, outside an AdProvider', () => {
    expect(() => renderToString(<AdSlot />)).toThrow(
      new Error('Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>'),
    );
    expect(AD_PROVIDER_MISSING).toBe('Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>');
  });

  it('renders nothing when the build shows no ads', () => {
    expect(render({ network: null, poweredBy: 'MUI', placement: 'body-top' })).toBe('');
  });

  it('renders the slot with the network settings, the four in-house ads and the support message, all inert', () => {
    const html = render({ network, poweredBy: 'MUI', placement: 'body-top' });
    // The slot's rule comes first when rendered alone (a page gathers rules into its head).
    expect(html.replace(/^<style[^>]*>[^<]*<\/style>/, '')).toMatch(/^<div data-ad-slot=""/);
    // Not one image is preloaded: the in-house ads' images download only when one shows.
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('data-ad-script="https://ads.example/carbon.js?serve=X"');
    expect(html).toContain('data-ad-json="https://ads.example/ads.json"');
    expect(html).toContain('data-ad-backers="https://ads.example/backers"');
    expect(html).toContain('data-ad-ratio="0.1"');
    expect(html).toContain('data-ad-placement="body-top"');
    expect(html).toContain('data-ga-event-category="ad" data-ga-event-action="click"');
    expect([...html.matchAll(/data-ad-in-house="([a-z]+)"/g)].map((m) => m[1])).toEqual(['templates', 'themes', 'tidelift', 'figma']);
    expect(html).toContain('data-ga-event-label="in-house-figma"');
    expect(html).toContain('utm_campaign=in-house-tidelift');
    expect(html).toContain('src="/static/ads-in-house/themes.svg"');
    expect(html).toContain('ad by <span data-ad-poweredby="">MUI</span>');
    expect(html.match(/<template/g)).toHaveLength(6);
    // Outside the templates the slot is empty: nothing shows before the browser decides.
    expect(html.replace(/^<style[^>]*>[^<]*<\/style>/, '').replace(/<template[\s\S]*?<\/template>/g, '')).toMatch(/^<div [^>]*><\/div>$/);
  });
});
