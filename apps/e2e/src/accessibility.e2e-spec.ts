import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, focusRing } from './support/axe';
import { expectToast, signedInThroughUi, withStackAndBrowser } from './support/journeys';
import { DESKTOP, PHONE, newPage, screenshot, type Stack } from './support/stack';

/** Every route that exists, each in the state a visitor first sees, with what to wait for. */
const publicRoutes: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'landing', path: '/', ready: (p) => p.getByRole('button', { name: 'Begin' }).waitFor() },
  { name: 'auth-signup', path: '/auth', ready: (p) => p.getByRole('heading', { name: 'Create account' }).waitFor() },
  { name: 'auth-login', path: '/auth?mode=login', ready: (p) => p.getByRole('heading', { name: 'Sign in' }).waitFor() },
  { name: 'auth-forgot', path: '/auth?mode=forgot', ready: (p) => p.getByRole('button', { name: 'Send reset link' }).waitFor() },
  { name: 'auth-reset', path: '/auth?mode=reset&token=abcdefghijklmnop', ready: (p) => p.getByRole('button', { name: 'Save new password' }).waitFor() },
  { name: 'policy-privacy', path: '/policy', ready: (p) => p.getByRole('tabpanel').getByText(/Stripe/).first().waitFor() },
  { name: 'policy-terms', path: '/policy#terms', ready: (p) => p.getByRole('tabpanel').getByText(/\$2/).first().waitFor() },
  { name: 'support', path: '/support', ready: (p) => p.getByRole('heading', { name: 'Contact Support' }).waitFor() },
  { name: 'not-found', path: '/no/such/page', ready: (p) => p.getByText('Oops! Page not found').waitFor() },
];

describe('accessibility (axe) and keyboard use', () => {
  let stack: Stack;
  let browser: Browser;
  withStackAndBrowser((s, b) => {
    stack = s;
    browser = b;
  });

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`has no axe violations on any public route on ${label}`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const found: Record<string, string[]> = {};
      for (const route of publicRoutes) {
        await page.goto(`${stack.baseUrl}${route.path}`);
        await route.ready(page);
        const violations = await axeViolations(page);
        if (violations.length) found[route.name] = violations;
        await screenshot(page, `a11y-${route.name}-${label}`);
      }
      expect(found).toEqual({});
      await context.close();
    }, 180_000); // Eight routes, each scanned by axe.

    it(`has no axe violations in the signed-in frame on ${label}, with the drawer and the menu open`, async () => {
      const { context, page, email } = await signedInThroughUi(stack, browser, `a11y-${label}`, viewport);
      await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
      await page.getByRole('button', { name: 'Close notification' }).click();
      expect(await axeViolations(page)).toEqual([]);

      if (label === 'phone') {
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await page.getByRole('dialog', { name: 'Main navigation' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `a11y-frame-drawer-${label}`);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('#app-sidebar').isVisible()).toBe(false);
      }

      // The user menu by keyboard: Enter opens it on its first item, Escape closes it and focus returns.
      const trigger = page.getByRole('button', { name: `Account menu for ${email}` });
      // Reached with the keyboard (Shift+Tab, Tab), so :focus-visible applies as it would for a user.
      await trigger.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      expect((await focusRing(page)).outline).not.toBe('none');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Account' });
      await menu.waitFor();
      await expect.poll(async () => (await focusRing(page)).text).toBe('Dashboard');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `a11y-frame-menu-${label}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await context.close();
    });
  }

  it('is usable by keyboard alone, with a visible focus ring: landing, policy tabs, support form', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('button', { name: 'Begin' }).waitFor();
    // Skip link first, then the hero button.
    await page.keyboard.press('Tab');
    expect((await focusRing(page)).text).toBe('Skip to content');
    await page.keyboard.press('Tab');
    const begin = await focusRing(page);
    expect(begin.text).toBe('Begin');
    expect(begin.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/auth`);

    await page.goto(`${stack.baseUrl}/policy`);
    const privacy = page.getByRole('tab', { name: 'Privacy Policy' });
    await page.getByRole('tabpanel').getByText(/Stripe/).first().waitFor();
    await privacy.focus();
    expect((await focusRing(page)).outline).not.toBe('none');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Terms of Use' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#terms');

    await page.goto(`${stack.baseUrl}/support`);
    await page.getByLabel('Name').focus();
    expect((await focusRing(page)).outline).not.toBe('none');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Invalid email address');
    await screenshot(page, 'toast-destructive-desktop');
    await context.close();
  });
});
