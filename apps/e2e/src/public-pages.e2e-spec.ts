import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, newPage, screenshot, type Stack, VIEWPORTS } from './support/stack';
import { withStackAndBrowser } from './support/journeys';

describe('public pages in the browser', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  for (const [label, viewport] of VIEWPORTS) {
    it(`shows the policy with its two tabs on ${label}`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${stack.baseUrl}/policy`);
      const privacy = page.getByRole('tab', { name: 'Privacy Policy' });
      const terms = page.getByRole('tab', { name: 'Terms of Use' });
      await privacy.waitFor();
      expect(await privacy.getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tabpanel').innerText()).toMatch(/Stripe/);
      await screenshot(page, `policy-privacy-${label}`);

      await terms.click();
      await expect.poll(() => terms.getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tabpanel').innerText()).toMatch(/\$2/);
      await screenshot(page, `policy-terms-${label}`);

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }

  it('has a footer with the year, the product name and working links', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${stack.baseUrl}/`);
    const footer = page.locator('footer');
    await footer.waitFor();
    expect(await footer.innerText()).toContain(`${new Date().getFullYear()}`);
    expect(await footer.innerText()).toContain('SideQuest');
    await screenshot(page, 'landing-desktop');

    await footer.getByRole('link', { name: 'Support' }).click();
    await page.waitForURL(`${stack.baseUrl}/support`);
    await page.getByRole('heading', { name: 'Contact Support' }).waitFor();

    await page.locator('footer').getByRole('link', { name: 'Privacy Policy & Terms of Use' }).click();
    await page.waitForURL(`${stack.baseUrl}/policy`);
    await page.getByRole('tab', { name: 'Privacy Policy' }).waitFor();
    await context.close();
  });

  it('shows the not-found screen for an unknown path and reports it to the api log', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${stack.baseUrl}/no/such/page?from=e2e`);
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByText('404', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'not-found-phone');
    await stack.api.waitForOutput(/not found: \/no\/such\/page\?from=e2e/, 5000);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await context.close();
  });
});
