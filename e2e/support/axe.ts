import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** axe-core's script from the installed package, for a context's init script: nothing is downloaded. */
export const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AuditedPersonOptions {
  width: number;
  height: number;
  colorScheme?: 'light' | 'dark';
  userAgent?: string;
  /** The browser's language (ja-JP unless told): en-US for the journeys in English. */
  locale?: string;
}

/**
 * One person in a browser context of their own, in Japanese unless told, without motion and with axe loaded in every page,
 * for journeys that audit what they show; uncaught page errors go to `pageErrors`.
 */
export async function auditedPerson(browser: Browser, pageErrors: string[], options: AuditedPersonOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'ja-JP',
    viewport: { width: options.width, height: options.height },
    reducedMotion: 'reduce',
    colorScheme: options.colorScheme ?? 'light',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  await context.addInitScript({ path: axePath });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * axe (WCAG 2.1 A/AA and best practices) on the page once its transitions have ended (a dialog fading in or out is
 * half transparent, and its text reads as too faint): the violations above minor. A form with a proof of work enables
 * its button when the work is done, and the button's colours change then: the page is audited after that, since on a
 * busy machine the work can end while axe reads the button.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  if ((await page.locator('[data-captcha]').count()) > 0) await page.locator('[data-captcha="done"]').waitFor({ timeout: 90_000 });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target.map(String) })) }));
  });
  return violations.filter((v) => v.impact && v.impact !== 'minor').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
