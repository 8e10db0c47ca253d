import { describe, expect, it } from 'vitest';
import { fetchNetworkAd, MAX_AD_FETCHES, pickAd, trackingPixels } from './network-ad';

const ad = { statlink: 'https://ads.example/click', company: 'Acme', description: 'Rigs.', statimp: 'https://ads.example/imp', timestamp: 1700000000 };

/** A fetch that gives each answer in turn (the last one repeats) and counts the calls. */
function fakeFetch(answers: (() => Response)[]) {
  let calls = 0;
  const impl = (async () => answers[Math.min(calls++, answers.length - 1)]!()) as unknown as typeof fetch;
  return { impl, calls: () => calls };
}
const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status });

describe('pickAd', () => {
  it.each([
    ['no ads key', {}, null],
    ['ads not a list', { ads: 'x' }, null],
    ['an empty list', { ads: [] }, null],
    ['only an empty object', { ads: [{}] }, null],
    ['an ad without statlink', { ads: [{ company: 'Acme' }] }, null],
    ['an empty statlink', { ads: [{ statlink: '' }] }, null],
    ['null entries', { ads: [null, ad] }, ad],
    ['the first valid ad', { ads: [{}, { company: 'x' }, ad, { ...ad, company: 'Second' }] }, ad],
  ])('%s', (_name, data, expected) => {
    expect(pickAd(data)).toEqual(expected);
  });
});

describe('fetchNetworkAd', () => {
  it('returns the first valid ad of the first usable answer', async () => {
    const fetch = fakeFetch([json({ ads: [{}, ad] })]);
    expect(await fetchNetworkAd('u', fetch.impl)).toEqual(ad);
    expect(fetch.calls()).toBe(1);
  });

  it('asks again after an error status, a body that is not JSON or an answer without a valid ad', async () => {
    const fetch = fakeFetch([json({}, 500), () => new Response('<html>'), json({ ads: [{}] }), json({ ads: [ad] })]);
    expect(await fetchNetworkAd('u', fetch.impl)).toEqual(ad);
    expect(fetch.calls()).toBe(4);
  });

  it(`gives up after ${MAX_AD_FETCHES} requests, without throwing`, async () => {
    const fetch = fakeFetch([json({ ads: [{}] })]);
    expect(await fetchNetworkAd('u', fetch.impl)).toBeNull();
    expect(fetch.calls()).toBe(10);
  });

  it('stops at once when the request itself fails (an ad blocker refused it)', async () => {
    const fetch = fakeFetch([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    expect(await fetchNetworkAd('u', fetch.impl)).toBeNull();
    expect(fetch.calls()).toBe(1);
  });
});

describe('trackingPixels', () => {
  it('gives the impression and each pixel split on ||, with [timestamp] filled in', () => {
    expect(trackingPixels({ ...ad, statimp: 'https://a/imp?t=[timestamp]', pixel: 'https://b/1?t=[timestamp]||https://c/2' })).toEqual([
      'https://a/imp?t=1700000000',
      'https://b/1?t=1700000000',
      'https://c/2',
    ]);
  });

  it('gives nothing for an ad without impression or pixel', () => {
    expect(trackingPixels({ statlink: 'https://a' })).toEqual([]);
  });

  it('throws on a pixel that is not a string: the slot reports that as a crash', () => {
    expect(() => trackingPixels({ statlink: 'https://a', pixel: 42 as unknown as string })).toThrow(TypeError);
  });
});
