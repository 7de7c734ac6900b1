import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { firstLink } from '@sidequest/platform-mail/testing';
import { asOwnClient, newPage, screenshot, type Stack, VIEWPORTS } from './support/stack';
import { expectToast, submitSignUp, toasts, uniqueEmail, withStackAndBrowser } from './support/journeys';

describe('check your inbox after sign-up', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  for (const [label, viewport] of VIEWPORTS) {
    it(`names the address, sends the mail again and its link signs in, on ${label}`, async () => {
      const email = uniqueEmail(`inbox-${label}`);
      const { context, page } = await newPage(browser, viewport);
      await asOwnClient(context);
      await page.goto(`${stack.baseUrl}/auth`);
      const confirmations = () => stack.mail.received.filter((m) => m.to.includes(email) && /confirm/i.test(m.subject));

      // The spec's toast stays; the screen behind it is the inbox one now, not the emptied form.
      await submitSignUp(page, email);
      await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
      expect(page.url()).toBe(`${stack.baseUrl}/auth?mode=inbox`);
      expect(await page.getByTestId('inbox-address').innerText()).toBe(email);
      expect(await page.title()).toMatch(/^Check your inbox/);
      expect(await page.getByLabel('Email').count()).toBe(0);
      await expect.poll(() => confirmations().length, { timeout: 15_000 }).toBe(1);
      await toasts(page).getByText('Check your email', { exact: true }).waitFor();
      await screenshot(page, `auth-inbox-${label}`);

      const again = page.getByRole('button', { name: 'Send again' });
      await again.click();
      await expectToast(page, 'Sent again', `A new link is on its way to ${email}.`);
      const sent = page.getByRole('button', { name: 'Sent again' });
      expect(await sent.isDisabled()).toBe(true);
      await page.getByRole('status').filter({ hasText: 'A new link is on its way' }).waitFor();
      await expect.poll(() => confirmations().length, { timeout: 15_000 }).toBe(2);
      await screenshot(page, `auth-inbox-sent-${label}`);

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);

      // The new link, in the browser that signed up, confirms and signs in.
      const [first, second] = confirmations().map(firstLink);
      expect(second).not.toBe(first);
      await page.goto(second);
      await page.waitForURL(`${stack.baseUrl}/onboarding`);
      await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
      await context.close();
    });
  }

  it('shows the limit on the page when the resends run out, and "Sign in" brings the address along', async () => {
    const email = uniqueEmail('inbox-limit');
    const { context, page } = await newPage(browser, VIEWPORTS[0][1]);
    await asOwnClient(context);
    await page.goto(`${stack.baseUrl}/auth`);
    await submitSignUp(page, email);
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    // Spend the address's resends from this client without waiting out the button's rest.
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post(`${stack.baseUrl}/api/auth/confirm/resend`, { data: { email } });
      expect(res.status()).toBe(202);
    }
    await page.getByRole('button', { name: 'Send again' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /Too many attempts/ });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(await page.getByRole('button', { name: 'Send again' }).isEnabled()).toBe(true);
    await screenshot(page, 'auth-inbox-limited-desktop');

    await page.locator('.auth-switch').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await context.close();
  });
});
