import { mkdir } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { testEnvironment } from '@sidequest/platform-config';

/** Where the mail screenshots are kept (look at them). */
export const MAIL_SHOTS = 'test-results/mail';

/** A mail client's reading pane, and a phone. */
export const MAIL_WIDTHS = [
  ['desktop', 600],
  ['phone', 390],
] as const;

/** Debian's Chromium, headless, for rendering mails. */
export async function launchMailBrowser(): Promise<Browser> {
  await mkdir(MAIL_SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: testEnvironment().chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
}

export interface MailView {
  page: Page;
  /** axe's WCAG 2.1 AA findings, one line each. */
  violations: string[];
  /** The rendered width; wider than the viewport means the reader scrolls sideways. */
  scrollWidth: number;
}

/**
 * A dark page `width` px wide; `use` gets `show(html, name)`, which puts one mail's HTML on it, runs
 * axe, measures it and keeps a screenshot as `${MAIL_SHOTS}/${name}.png`.
 */
export async function viewMails(
  browser: Browser,
  width: number,
  use: (show: (html: string, name: string) => Promise<MailView>) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  try {
    await use(async (html, name) => {
      await page.setContent(html, { waitUntil: 'load' });
      const { violations } = await new AxeBuilder({ page: page as never })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      await page.screenshot({ path: `${MAIL_SHOTS}/${name}.png`, fullPage: true });
      return {
        page,
        violations: violations.map((v) => `${name} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        scrollWidth,
      };
    });
  } finally {
    await context.close();
  }
}
