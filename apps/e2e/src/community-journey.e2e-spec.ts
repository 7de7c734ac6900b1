import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import {
  closeToasts,
  expectToast,
  PASSWORD,
  signedInThroughUi,
  questCards,
  toasts,
  withStackAndBrowser,
} from './support/journeys';
import { DESKTOP, PHONE, screenshot, type Stack } from './support/stack';

/**
 * Community quests and premium as a new user meets them (no Stripe keys: the local test checkout):
 * browse, search, filter, start the 3 free quests of their choice, hit the lock, subscribe, start the
 * fourth, tick it to the archive, export the data and delete the account.
 */
describe('community quests, premium and the account page', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  // Vitest polls for one second by default; a busy 2-core machine needs longer.
  const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
  const cards = (page: Page) => page.getByRole('list', { name: 'Community quests' }).locator(':scope > li');
  const lockedCards = (page: Page) => cards(page).filter({ hasText: 'Premium Feature' });
  const startButtons = (page: Page) => page.getByRole('button', { name: 'Start Quest' });
  const foundStatus = (page: Page) => page.getByRole('status').filter({ hasText: / found$/ });
  // Toasts are closed first: sonner's collapsed stack overlaps their close buttons (axe target-size), a toaster
  // matter. Closing a toast leaves an open dialog open (the primitives ignore clicks on the toaster).
  const expectNoAxe = async (page: Page, where: string) => {
    await closeToasts(page);
    expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
  };

  /** The api's local test checkout and portal (no Stripe keys): the address, the banner, what shows it is ready. */
  const TEST_TABS = {
    checkout: {
      url: /\/billing\/test-checkout\?session=/,
      banner: 'Test checkout — no real payment',
      ready: (tab: Page) => tab.getByRole('heading', { name: 'SideQuest Premium' }),
    },
    portal: {
      url: /\/billing\/test-portal\?customer=/,
      banner: 'Test billing portal — no real payment',
      ready: (tab: Page) => tab.getByRole('button', { name: 'Cancel at period end' }),
    },
  };

  /** Clicks `button`, which opens the test page in a new tab, and waits there until it is ready; axe finds nothing. */
  async function openTestTab(button: Locator, name: keyof typeof TEST_TABS): Promise<Page> {
    const { url, banner, ready } = TEST_TABS[name];
    const tab = button.page().waitForEvent('popup');
    await button.click();
    const opened = await tab;
    await opened.waitForURL(url);
    await opened.getByText(banner).waitFor();
    await ready(opened).waitFor();
    await expectNoAxe(opened, `test ${name}`);
    return opened;
  }

  /** The dashboard sends an unfinished onboarding back, so each user first picks a quest there. */
  async function finishOnboarding(page: Page) {
    await page.getByLabel(/three parallel universes/).fill('Baker, pilot');
    await page.getByRole('button', { name: 'Reveal my quests' }).click();
    await questCards(page).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save & Start Quest' }).click();
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
    await closeToasts(page);
  }

  async function openBrowse(page: Page) {
    await page.goto(`${stack.baseUrl}/browse-quests`);
    await page.getByRole('heading', { name: 'Community Quests', level: 1 }).waitFor();
    await cards(page).first().waitFor();
  }

  async function filterCareer(page: Page) {
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Career', exact: true }).click();
    await eventually(async () => (await cards(page).allInnerTexts()).every((t) => t.includes('Career'))).toBe(true);
    await eventually(() => page.getByRole('list', { name: 'Community quests' }).getAttribute('aria-busy')).toBe(
      'false',
    );
  }

  async function tickEveryStep(page: Page, title: string) {
    const quest = page.getByRole('group', { name: title });
    await quest.waitFor();
    const boxes = quest.getByRole('checkbox');
    const total = await boxes.count();
    expect(total).toBeGreaterThanOrEqual(4);
    await closeToasts(page);
    for (let i = 0; i < total; i++) {
      await boxes.nth(i).click();
      await eventually(() => boxes.nth(i).getAttribute('aria-checked')).toBe('true');
      await expectToast(page, `Progress saved (${i + 1}/${total} quests completed)`);
    }
    return { quest, total };
  }

  it("desktop: browse, search, filter, 3 free starts of the user's choice, the lock, the test checkout, the fourth, the archive, export and delete", async () => {
    const { context, page, email } = await signedInThroughUi(stack, browser, 'community', DESKTOP);
    await finishOnboarding(page);
    await page.getByText('No community quests on the go.', { exact: false }).waitFor();
    await expectNoAxe(page, 'dashboard, no community quest yet');

    // Browse: the whole catalogue, every quest open while the free user has all 3 free quests to choose.
    await openBrowse(page);
    await page.getByText('3 of 3 free quests left').waitFor();
    const all = await cards(page).count();
    expect(all).toBeGreaterThanOrEqual(48);
    expect(await lockedCards(page).count()).toBe(0);
    expect(await startButtons(page).count()).toBe(all);
    await expectNoAxe(page, 'browse');
    await screenshot(page, 'community-browse-desktop');

    // Search is case-insensitive and covers the category; a search with no hit offers to clear it.
    await page.getByLabel('Search quests').fill('cReAtIvE');
    await eventually(async () => (await cards(page).count()) < all).toBe(true);
    expect((await cards(page).allInnerTexts()).some((t) => t.includes('Creative'))).toBe(true);
    const firstTitle = await cards(page).first().locator('h2').innerText();
    await page.getByLabel('Search quests').fill(firstTitle);
    await eventually(() => cards(page).count()).toBe(1);
    await eventually(() => foundStatus(page).innerText()).toBe('1 quest found');
    await page.getByLabel('Search quests').fill('zzqx no such quest');
    await page.getByRole('heading', { name: 'No quests match' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(() => cards(page).count()).toBe(all);

    // Filter: exactly one category.
    await filterCareer(page);
    const career = await cards(page).count();
    expect(career).toBeGreaterThanOrEqual(8);
    const careerTitles = await cards(page).locator('h2').allInnerTexts();

    expect(await foundStatus(page).innerText()).toBe(`${career} quests found`);

    // Start the 3 free quests, chosen anywhere in the list: each a toast, and the user stays on the board,
    // where the started card now offers Continue.
    const freeLeft = ['2 of 3 free quests left', '1 of 3 free quests left', 'your 3 free quests are in use'];
    for (const [n, index] of [1, 3, 5].entries()) {
      const card = cards(page).nth(index);
      await card.getByRole('button', { name: 'Start Quest' }).click();
      await expectToast(page, 'Quest Started!', `${careerTitles[index]} has been added to your dashboard`);
      await card.getByRole('link', { name: 'Continue' }).waitFor();
      await page.getByText(freeLeft[n], { exact: false }).waitFor();
      expect(page.url()).toBe(`${stack.baseUrl}/browse-quests`);
      expect(await card.getByRole('button', { name: 'Start Quest' }).count()).toBe(0);
    }
    await expectNoAxe(page, 'browse, 3 started');
    await screenshot(page, 'community-started-desktop');

    // Continue goes to the dashboard without starting the quest again: no second "Quest Started!".
    await closeToasts(page);
    await cards(page).nth(1).getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
    for (const index of [1, 3, 5]) await page.getByRole('group', { name: careerTitles[index] }).waitFor();
    expect(await toasts(page).getByText('Quest Started!').count()).toBe(0);
    await expectNoAxe(page, 'dashboard');

    // Hit the lock: all 3 in use, every other quest is blurred; the first Career quest offers checkout, which opens the local test checkout in a new tab.
    await openBrowse(page);
    await page.getByText('your 3 free quests are in use', { exact: false }).waitFor();
    await eventually(() => lockedCards(page).count()).toBe(all - 3);
    await filterCareer(page);
    expect(await lockedCards(page).count()).toBe(career - 3);
    const fourth = cards(page).nth(0);
    expect(await fourth.getByText('Upgrade to access all community quests').isVisible()).toBe(true);
    // Title and summary stay readable (no blur) and in the accessibility tree; only the steps are locked.
    const fourthHeading = fourth.getByRole('heading', { name: careerTitles[0], level: 2 });
    expect(await fourthHeading.isVisible()).toBe(true);
    expect(await fourthHeading.evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    expect(await fourth.locator('.quest-card__description').evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    expect(await fourth.getByText(/^\d+ steps? locked$/).isVisible()).toBe(true);
    expect(await fourth.getByRole('button', { name: 'Start Quest' }).count()).toBe(0);
    await expectNoAxe(page, 'browse, locked');
    await screenshot(page, 'community-locked-desktop');
    const checkout = await openTestTab(fourth.getByRole('button', { name: 'Upgrade for $2/month' }), 'checkout');
    await screenshot(checkout, 'community-test-checkout-desktop');
    await checkout.getByRole('button', { name: 'Subscribe' }).click();
    await checkout.getByRole('heading', { name: "You're subscribed" }).waitFor();
    await checkout.close();

    // Back on the board the subscription is re-checked on return: nothing is locked, the fourth starts.
    await page.bringToFront();
    await page.getByText('Every community quest is open to you.').waitFor();
    await eventually(() => lockedCards(page).count()).toBe(0);
    const fourthTitle = careerTitles[0];
    await cards(page).nth(0).getByRole('button', { name: 'Start Quest' }).click();
    await expectToast(page, 'Quest Started!', `${fourthTitle} has been added to your dashboard`);
    await cards(page).nth(0).getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${stack.baseUrl}/dashboard`);

    // Tick every step: "archived soon", then after 1.5 s the list reloads without it; the archive has it.
    const { quest } = await tickEveryStep(page, fourthTitle);
    await quest.getByText('Quest complete! It will be archived soon.').waitFor();
    await screenshot(page, 'community-complete-desktop');
    await quest.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('group', { name: careerTitles[1] }).waitFor();
    await closeToasts(page);
    await page.getByRole('button', { name: 'Finished community quests' }).click();
    const archive = page.getByRole('dialog', { name: 'Finished community quests' });
    await archive.getByText(fourthTitle).click();
    await archive.getByRole('listitem').filter({ hasText: fourthTitle }).getByRole('list').waitFor();
    await expectNoAxe(page, 'archive');
    await screenshot(page, 'community-archive-desktop');
    await page.keyboard.press('Escape');

    // The account page from the user control: plan, export, delete.
    await closeToasts(page);
    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL(`${stack.baseUrl}/account`);
    await page.getByRole('button', { name: 'Manage subscription' }).waitFor();
    await expectNoAxe(page, 'account');
    await screenshot(page, 'community-account-desktop');

    // The customer portal (its local test stand-in) in a new tab; cancelling there shows here at once.
    const portal = await openTestTab(page.getByRole('button', { name: 'Manage subscription' }), 'portal');
    await portal.getByRole('button', { name: 'Cancel at period end' }).click();
    await portal.getByText(/It will not renew/).waitFor();
    await portal.close();
    await page.bringToFront();
    await page.getByText(/and will not renew/).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sidequest-export.json');
    const exported = JSON.parse(readFileSync((await file.path())!, 'utf8'));
    expect(exported).toMatchObject({ format: 'sidequest-export/1', account: { email } });
    expect(exported.quest_progress).toHaveLength(4);
    expect(exported.subscription).not.toBeNull();

    await closeToasts(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(PASSWORD);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
    await expectNoAxe(page, 'delete dialog');
    await confirm.click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await expectToast(page, 'Account deleted');

    // A sign-in afterwards fails like an unknown address.
    const login = await fetch(`${stack.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.251.1.1' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(login.status).toBe(401);
    await context.close();
  }, 360_000);

  it('phone: the board, a free start ticked to the archive, the account page; all keyboard-reachable', async () => {
    const { context, page } = await signedInThroughUi(stack, browser, 'community-phone', PHONE);
    await finishOnboarding(page);
    await openBrowse(page);
    await expectNoAxe(page, 'browse phone');
    await screenshot(page, 'community-browse-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The filter and Start by keyboard alone.
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Lifestyle', exact: true }).focus();
    await page.keyboard.press('Enter');
    await eventually(async () => (await cards(page).allInnerTexts()).every((t) => t.includes('Lifestyle'))).toBe(true);
    expect(await lockedCards(page).count()).toBe(0);
    const title = await cards(page).first().locator('h2').innerText();
    await startButtons(page).first().focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Quest Started!', `${title} has been added to your dashboard`);
    // The Start button turns into Continue, which takes the focus; the page stays.
    const continueLink = cards(page).first().getByRole('link', { name: 'Continue' });
    await expect.poll(() => continueLink.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toBe(`${stack.baseUrl}/browse-quests`);
    await screenshot(page, 'community-started-phone');
    // Closing the toast takes the focus to its close button: it goes back to Continue, which must not start again.
    await expectNoAxe(page, 'browse phone, started');
    await continueLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
    expect(await toasts(page).getByText('Quest Started!').count()).toBe(0);

    const quest = page.getByRole('group', { name: title });
    await quest.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await eventually(() => quest.getByRole('checkbox').first().getAttribute('aria-checked')).toBe('true');
    await expectNoAxe(page, 'dashboard phone');
    await screenshot(page, 'community-dashboard-phone');
    // Un-ticking takes the step back off.
    await page.keyboard.press('Space');
    await eventually(() => quest.getByRole('checkbox').first().getAttribute('aria-checked')).toBe('false');
    await tickEveryStep(page, title);
    await quest.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('No community quests on the go.', { exact: false }).waitFor();

    // A full load: the toasts of the ticks go with the page.
    await page.goto(`${stack.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByRole('button', { name: /Upgrade for \$2\/month/ }).waitFor();
    await expectNoAxe(page, 'account phone');
    await screenshot(page, 'community-account-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }, 300_000);
});
