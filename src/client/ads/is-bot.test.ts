import { describe, expect, it } from 'vitest';
import { isBot } from './is-bot';

describe('isBot', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Some Crawler/1.0', true],
    ['Mozilla/5.0 (compatible; YandexSpider)', true],
    ['robot-checker', true],
    ['site CRAWLING agent', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
  ])('%s -> %s', (userAgent, expected) => {
    expect(isBot(userAgent)).toBe(expected);
  });
});
