import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { StripeFake } from '@sidequest/test-support';
import { expectToast, signedInThroughUi, withStackAndBrowser } from './support/journeys';
import { screenshot, type Stack } from './support/stack';

/** Stripe keys set, pointed at the local Stripe fake, which fails checkout on demand. */
const stripe = await StripeFake.start();
afterAll(() => stripe.close());

describe('upgrade while Stripe is failing', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]), {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PRICE_ID: 'price_premium_monthly',
    STRIPE_WEBHOOK_SECRET: 'whsec_browser_faults',
    STRIPE_API_BASE: stripe.url,
  });

  const cards = (page: Page) => page.getByRole('list', { name: 'Community quests' }).locator(':scope > li');
  const lockedCards = (page: Page) => cards(page).filter({ hasText: 'Premium Feature' });

  it('the upgrade button shows the error toast, opens no checkout, and the plan stays free', async () => {
    const { context, page } = await signedInThroughUi(stack, browser, 'stripe-down');
    stripe.checkoutBehaviour = 'server_error';
    const asked = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    await page.goto(`${stack.baseUrl}/browse-quests`);
    await page.getByText('3 of 3 free quests left').waitFor();
    await cards(page).first().waitFor();

    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));
    await page.getByRole('button', { name: 'Go Premium' }).click();
    await expectToast(page, 'Error', 'Could not start checkout process. Please try again.');
    expect(asked()).toBeGreaterThan(0);
    await screenshot(page, 'billing-stripe-down-desktop');
    // The tab opened inside the click is closed again rather than left blank.
    await expect.poll(() => popups.every((p) => p.isClosed()), { timeout: 5_000 }).toBe(true);

    // Still free after a reload: the same 3 free quests, nothing locked, and the account says so.
    await page.reload();
    await page.getByText('3 of 3 free quests left').waitFor();
    await cards(page).first().waitFor();
    expect(await lockedCards(page).count()).toBe(0);
    expect(await page.getByText('Every community quest is open to you.').count()).toBe(0);
    await page.goto(`${stack.baseUrl}/account`);
    await page.getByRole('button', { name: /Upgrade for \$2\/month/ }).waitFor();
    await context.close();
  }, 120_000);
});
