import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { focusRing } from './support/axe';
import { feedbackControl, feedbackPanel } from './support/feedback-panel';
import { closeToasts, expectToast, PASSWORD, uniqueEmail, questCards, withStackAndBrowser } from './support/journeys';
import {
  asOwnClient,
  createConfirmedAccount,
  DESKTOP,
  newPage,
  screenshot,
  type Stack,
  VIEWPORTS,
} from './support/stack';

/**
 * The four journeys of issue 10 by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows; no
 * clicks): onboarding, the feedback panel, browsing community quests and upgrading through the local
 * test checkout. Each step checks where focus lands, that the ring is visible, and that closing a
 * dialog gives focus back to what opened it.
 */

/** The focused element's accessible name, roughly as a screen reader would say it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.innerText : undefined) ??
      (el as HTMLInputElement).labels?.[0]?.innerText ??
      (el.innerText || el.getAttribute('placeholder') || el.getAttribute('title') || '');
    return name.replace(/\s+/g, ' ').trim();
  });

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, and checks its focus ring is
 * visible. Fails naming every stop on the way when it is not reached within `max` presses.
 */
async function tabTo(page: Page, name: string | RegExp, { back = false, max = 40 } = {}): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const here = await focusedName(page);
    stops.push(here);
    if (matches(here)) {
      expect({ focused: here, ring: (await focusRing(page)).outline }).not.toEqual({ focused: here, ring: 'none' });
      return;
    }
  }
  throw new Error(`${String(name)} was not reached by ${back ? 'Shift+Tab' : 'Tab'}; focus went: ${stops.join(' → ')}`);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const focusIsInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

describe('keyboard-only journeys', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  /** A confirmed account signed in through the form by keyboard; lands on /onboarding. */
  async function signInByKeyboard(name: string, viewport = DESKTOP) {
    const email = uniqueEmail(name);
    await createConfirmedAccount(stack, email, PASSWORD);
    const { context, page } = await newPage(browser, viewport);
    await asOwnClient(context);
    await page.goto(`${stack.baseUrl}/auth?mode=login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await tabTo(page, 'Email');
    await page.keyboard.type(email);
    await tabTo(page, 'Password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
    await closeToasts(page);
    return { context, page, email };
  }

  /** Onboarding by keyboard: the question, a quest card, its plan dialog (Escape returns focus), Save & Start. */
  async function onboardByKeyboard(page: Page, label: string) {
    await tabTo(page, /three parallel universes/);
    await page.keyboard.type('vet, pilot, baker');
    await tabTo(page, 'Reveal my quests');
    await page.keyboard.press('Enter');
    const cards = questCards(page);
    await cards.first().waitFor();
    // A card's name is its title followed by its text.
    const title = (await cards.nth(1).locator('.onboarding__quest-title').innerText()).trim();
    await tabTo(page, new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `), { max: 10 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Milestones' }).waitFor();
    await expect.poll(() => focusIsInside(dialog)).toBe(true);
    await screenshot(page, `keyboard-plan-dialog-${label}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(cards.nth(1))).toBe(true);
    await page.keyboard.press('Space');
    await dialog.getByRole('heading', { name: 'Milestones' }).waitFor();
    // Focus stays in the dialog: Tab reaches its button without leaving it.
    await tabTo(page, 'Save & Start Quest', { max: 15 });
    expect(await focusIsInside(dialog)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
    await expectToast(page, "You're set!");
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`onboarding on ${label}: sign in, the question, a quest, its plan dialog, Save & Start`, async () => {
      const { context, page } = await signInByKeyboard(`kb-onboarding-${label}`, viewport);
      await onboardByKeyboard(page, label);
      await page.getByRole('button', { name: 'Modify Quest' }).waitFor();
      await screenshot(page, `keyboard-dashboard-${label}`);
      await context.close();
    }, 120_000);
  }

  it('the feedback panel: opened from the corner and the sidebar, typed into, sent, and closed with focus back on its trigger', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await asOwnClient(context);
    await page.goto(`${stack.baseUrl}/support`);
    await page.getByRole('heading', { name: 'Contact Support' }).waitFor();
    const control = feedbackControl(page);
    await tabTo(page, 'Feedback for the owner', { back: true });
    await page.keyboard.press('Enter');
    const panel = feedbackPanel(page);
    await panel.getByRole('heading', { name: 'Send Feedback' }).waitFor();
    await expect.poll(() => focusIsInside(panel)).toBe(true);
    await tabTo(page, 'Your feedback', { max: 5 });
    await page.keyboard.type('Sent without a mouse');
    await tabTo(page, 'Send Feedback', { max: 10 });
    await screenshot(page, 'keyboard-feedback-panel-desktop');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Feedback submitted');
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => isFocused(control)).toBe(true);
    const mail = await stack.mail.waitFor((m) => m.text.includes('Sent without a mouse'));
    expect(mail.subject).toMatch(/feedback/i);

    // Escape closes it unsent, focus back on the control.
    await page.keyboard.press('Enter');
    await panel.getByRole('heading', { name: 'Send Feedback' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => isFocused(control)).toBe(true);
    await context.close();

    // Signed in: the sidebar's Give Feedback popover, the same form.
    const user = await signInByKeyboard('kb-feedback');
    await tabTo(user.page, 'Give Feedback');
    const trigger = user.page.locator('#app-sidebar').getByRole('button', { name: 'Give Feedback' });
    await user.page.keyboard.press('Enter');
    const popover = user.page.getByRole('dialog', { name: 'Give Feedback' });
    await popover.getByRole('textbox', { name: 'Your feedback' }).waitFor();
    await expect.poll(() => focusIsInside(popover)).toBe(true);
    await user.page.keyboard.press('Escape');
    await expect.poll(() => popover.count()).toBe(0);
    await expect.poll(() => isFocused(trigger)).toBe(true);
    await user.context.close();
  }, 120_000);

  it('browse and checkout: the board, search, a category, a free start, then the upgrade through the test checkout', async () => {
    const { context, page, email } = await signInByKeyboard('kb-browse');
    await onboardByKeyboard(page, 'browse');
    await closeToasts(page);

    // Dashboard → Browse Quests.
    await tabTo(page, 'Browse Quests');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/browse-quests`);
    const cards = page.getByRole('list', { name: 'Community quests' }).locator(':scope > li');
    await cards.first().waitFor();
    const all = await cards.count();

    // Search, then clear it; a category by Enter, then by Space.
    await tabTo(page, 'Search quests');
    await page.keyboard.type('creative');
    await expect.poll(async () => (await cards.count()) < all, { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(all);
    await tabTo(page, 'Career');
    await page.keyboard.press('Enter');
    const career = page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Career', exact: true });
    await expect.poll(() => career.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await cards.allInnerTexts()).every((t) => t.includes('Career')), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, 'keyboard-browse-desktop');

    // A free start by keyboard: the toast, the page stays and Continue takes the focus; Enter on it opens the dashboard.
    const title = (await cards.first().locator('h2').innerText()).trim();
    await tabTo(page, 'Start Quest');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Quest Started!', `${title} has been added to your dashboard`);
    await expect.poll(() => focusedName(page)).toBe('Continue');
    expect(page.url()).toBe(`${stack.baseUrl}/browse-quests`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
    await page.getByRole('group', { name: title }).waitFor();

    // Back on the board, upgrade: the test checkout opens in a new tab; Subscribe by keyboard there.
    await closeToasts(page);
    await tabTo(page, 'Browse Quests');
    await page.keyboard.press('Enter');
    await page.getByText('2 of 3 free quests left').waitFor();
    await tabTo(page, 'Go Premium');
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const checkout = await popup;
    await checkout.getByRole('heading', { name: 'SideQuest Premium' }).waitFor();
    await tabTo(checkout, 'Subscribe');
    await checkout.keyboard.press('Enter');
    const done = checkout.getByRole('heading', { name: "You're subscribed" });
    await done.waitFor();
    // The button that was pressed is gone: focus goes to the outcome, not back to the top of the page.
    await expect.poll(() => focusIsInside(checkout.locator('.test-billing__card'))).toBe(true);
    await screenshot(checkout, 'keyboard-checkout-done-desktop');
    await tabTo(checkout, 'Browse Quests', { max: 5 });
    await checkout.close();

    await page.bringToFront();
    await page.getByText('Every community quest is open to you.').waitFor();
    await expect.poll(() => cards.filter({ hasText: 'Premium Feature' }).count(), { timeout: 15_000 }).toBe(0);

    // The plan on the account page, through the user menu: Enter opens it, arrows move, Enter follows.
    await tabTo(page, `Account menu for ${email}`, { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Dashboard');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(page)).toBe('Current Quest');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(page)).toBe('Account');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/account`);
    await page.getByRole('button', { name: 'Manage subscription' }).waitFor();
    await context.close();
  }, 180_000);
});
