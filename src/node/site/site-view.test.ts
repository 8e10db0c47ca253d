import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/load';
import { validateUserConfig } from '../config/schema';
import { createSiteView } from './site-view';

const config = (extra: Record<string, unknown>) => {
  const result = validateUserConfig({ title: 'MUI', host: 'https://mui.com', repository: { url: 'https://github.com/mui/material-ui' }, ...extra });
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
  return resolveConfig(result.config, '/site/docs-site.config.ts');
};
const ads = { scriptUrl: 'https://cdn.example/ad.js', jsonUrl: 'https://srv.example/ads.json' };

describe('createSiteView: ads and analytics', () => {
  it('are off when the config has none', () => {
    expect(createSiteView(config({}), { production: true })).toMatchObject({ ads: null, analytics: null });
  });

  it('fill the defaults: display ratio 0.1, the network named Carbon, no backers link, Google tag, no consent', () => {
    expect(createSiteView(config({ ads, analytics: { id: 'G-1' } }), { production: true })).toMatchObject({
      ads: { ...ads, backersUrl: null, name: 'Carbon', displayRatio: 0.1 },
      analytics: { id: 'G-1', scriptUrl: 'https://www.googletagmanager.com/gtag/js', requireConsent: false },
    });
  });

  it('are off in dev, unless the config enables ads there; analytics never run in dev', () => {
    const site = config({ ads, analytics: { id: 'G-1' } });
    expect(createSiteView(site)).toMatchObject({ ads: null, analytics: null });
    expect(createSiteView(config({ ads: { ...ads, enabledInDev: true }, analytics: { id: 'G-1' } }))).toMatchObject({
      ads: { name: 'Carbon' },
      analytics: null,
    });
  });
});
