import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { launchBrowser, recordProblems } from '../helpers/browser';
import { cleanupTemporaryFolders, copyFixture, extendConfig } from '../helpers/fixture';
import { buildAndServe, type ServedSite } from '../helpers/site';

// "Was this page helpful?" at the end of a page, posting to a fake endpoint of ours on loopback.

let browser: Browser;
let site: ServedSite;
let endpoint: Server;
const posts: Record<string, unknown>[] = [];

beforeAll(async () => {
  endpoint = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const root = await copyFixture('api-tabs');
  await extendConfig(root, `feedback: { endpoint: 'http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/feedback' },`);
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(root)]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise((resolve) => endpoint?.close(resolve));
  await cleanupTemporaryFolders();
});

async function open(options: { javaScriptEnabled?: boolean; colorScheme?: 'light' | 'dark' } = {}) {
  // Low enough that at the foot of the page the reader has scrolled past its Introduction.
  const context = await browser.newContext({ viewport: { width: 1280, height: 360 }, ...options });
  // A stand-in for analytics: the events the page sends.
  await context.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${site.url}/acme/react-button`);
  return { context, page, problems };
}

describe('page feedback', () => {
  it('rates the page and its section, sends the event and the POST, offers an issue on a thumbs-down, and takes a comment', async () => {
    const { context, page, problems } = await open();
    await page.locator('footer').scrollIntoViewIfNeeded();
    const block = page.getByRole('region', { name: 'Was this page helpful?' });
    await expect.poll(() => block.isVisible()).toBe(true);
    await block.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toEqual({ page: '/acme/react-button', section: 'introduction', rating: 'down', comment: null, language: 'en' });
    const events = await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls.filter((call) => call[1] === 'feedback'));
    expect(events).toEqual([['event', 'feedback', { eventCategory: 'feedback', eventAction: 'down', eventLabel: '/acme/react-button', section: 'introduction' }]]);
    expect(await block.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('true');
    // The issue link: a new issue in the repository, the page and the section filled in.
    const issue = new URL((await block.getByRole('link', { name: 'Open an issue about this page' }).getAttribute('href'))!);
    expect(`${issue.origin}${issue.pathname}`).toBe('https://github.com/example/acme/issues/new');
    expect(issue.searchParams.get('title')).toBe('[docs] React Button component - Acme UI');
    expect(issue.searchParams.get('body')).toContain(`Page: ${site.url}/acme/react-button#introduction`);
    await block.getByRole('textbox', { name: 'Tell us more (optional)' }).fill('The hook is not explained.');
    await block.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]).toEqual({ page: '/acme/react-button', section: 'introduction', rating: 'down', comment: 'The hook is not explained.', language: 'en' });
    expect(await block.getByRole('status').textContent()).toBe('Thank you for your feedback!');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('does not show without JavaScript', async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    // In the page (the script shows it), but not shown: a missing block would not pass.
    expect(await page.locator('[data-feedback]').count()).toBe(1);
    expect(await page.locator('[data-feedback]').isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Was this page helpful?' }).count()).toBe(0);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe in the ${colorScheme} scheme, its comment form open`, async () => {
      const { context, page, problems } = await open({ colorScheme });
      await page.locator('footer').scrollIntoViewIfNeeded();
      const block = page.getByRole('region', { name: 'Was this page helpful?' });
      await block.getByRole('button', { name: 'Yes' }).click();
      await expect.poll(() => block.getByRole('textbox').isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
