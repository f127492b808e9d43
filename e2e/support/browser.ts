import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { artifactsDir, chromiumPath } from './paths';

/** The browsers the journeys of this file launched and have not closed: what a failure shows is in their pages. */
const openBrowsers = new Set<Browser>();

// Debian's Chromium, never a downloaded one; the flags keep it quiet and off the network in containers.
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** Saves every open page of every open browser as e2e/artifacts/failed-<test>-<n>.png: what a failed journey saw. */
export async function screenshotOpenPages(test: string): Promise<void> {
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  // A page that cannot be drawn any more (closed, crashed) has nothing to show.
  await Promise.all(pages.map((page, i) => screenshot(page, `failed-${test}-${i + 1}`).catch(() => undefined)));
}

/**
 * Saves a full-page PNG as e2e/artifacts/<name>.png and returns its path. Transitions under way (a side panel
 * sliding after the window was resized) are run to their end first, so the picture shows where things come to rest.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
