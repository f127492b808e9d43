import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

describe('landing page', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
  });

  // The server is stopped by the last test, or by support/setup.ts if an earlier one throws.
  afterAll(async () => {
    await browser?.close();
  });

  it('answers GET /healthz with 200', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
  });

  it('lets a returning browser keep the built files and asks again only for the page', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Files outside assets/ keep their names from build to build.
    const build = await fetch(`${server.url}/build.json`);
    expect(build.status).toBe(200);
    expect(build.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers a minimal GraphQL query', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('shows the Japanese heading and the sign-up and log-in links', async () => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    // An uncaught error or console error in the page is a failure even when the heading renders.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });

    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(200);

    const heading = page.getByRole('heading', { level: 1, name: '結び — チャットとタスクをひとつに' });
    await heading.waitFor({ state: 'visible' });
    expect(await page.title()).toBe('Musubi（結び）');
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await page.getByRole('link', { name: '新規登録' }).getAttribute('href')).toBe('/auth/signup');
    expect(await page.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe('/auth/login');

    await screenshot(page, 'landing');
    await context.close();
    expect(pageErrors).toEqual([]);
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const exit = await server.stop('SIGTERM');
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
  });
});
