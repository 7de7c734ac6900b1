import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, type Stack } from './support/stack';
import { closeToasts, signedInThroughUi, withStackAndBrowser } from './support/journeys';

describe('the signed-in frame', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  async function signedIn(viewport: typeof DESKTOP) {
    const { context, page, email } = await signedInThroughUi(stack, browser, 'frame', viewport);
    await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
    // The "Welcome back." toast would cover the footer in the screenshots.
    await closeToasts(page);
    return { context, page, email };
  }

  const sidebar = (page: Page) => page.locator('#app-sidebar');
  const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width ?? 0;
  const rem = 16;
  // Vitest polls for one second by default; a busy 2-core machine needs longer.
  const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

  it('collapses on desktop with the toggle and Ctrl+B, and remembers it in a cookie across a reload', async () => {
    const { context, page, email } = await signedIn(DESKTOP);
    expect(await page.locator('.avatar-button__email').innerText()).toBe(email);
    await eventually(() => sidebarWidth(page)).toBe(16 * rem);
    for (const entry of ['Dashboard', 'Current Quest', 'Browse Quests', 'Account', 'Support'])
      await sidebar(page).getByRole('link', { name: entry, exact: true }).waitFor();
    await sidebar(page).getByRole('button', { name: 'Give Feedback' }).waitFor();
    await screenshot(page, 'frame-desktop');

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await eventually(() => sidebarWidth(page)).toBe(3 * rem);
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect((await cookie())?.value).toBe('false');
    const ttlDays = (((await cookie())?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(ttlDays).toBeGreaterThan(6.9);
    expect(ttlDays).toBeLessThanOrEqual(7);
    await screenshot(page, 'frame-desktop-collapsed');

    await page.reload();
    await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
    expect(await sidebar(page).getAttribute('data-state')).toBe('collapsed');
    expect(await sidebarWidth(page)).toBe(3 * rem);

    await page.keyboard.press('Control+b');
    await eventually(() => sidebarWidth(page)).toBe(16 * rem);
    expect((await cookie())?.value).toBe('true');
    await page.keyboard.press('Control+b');
    await eventually(() => sidebar(page).getAttribute('data-state')).toBe('collapsed');

    // Typing in a field, Ctrl+B is the field's: had it toggled, the press outside would collapse it again.
    const answer = page.getByLabel(/three parallel universes/);
    await answer.focus();
    await page.keyboard.press('Control+b');
    await answer.blur();
    await page.keyboard.press('Control+b');
    await eventually(() => sidebar(page).getAttribute('data-state')).toBe('expanded');
    await context.close();
  });

  it('is a drawer on a 390px phone that opens and closes', async () => {
    const { context, page, email } = await signedIn(PHONE);
    expect(await sidebar(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: `Account menu for ${email}` }).waitFor();
    await screenshot(page, 'frame-phone');

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.waitFor();
    await eventually(() => sidebarWidth(page)).toBe(18 * rem);
    await eventually(async () => (await sidebar(page).boundingBox())?.x).toBe(0);
    // The open drawer is modal: the page behind (the toggle too) leaves the accessibility tree.
    expect(await page.locator('button[aria-controls="app-sidebar"]').getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'frame-phone-drawer');

    await drawer.getByRole('button', { name: 'Close navigation' }).click();
    await eventually(() => sidebar(page).isVisible()).toBe(false);

    await toggle.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => sidebar(page).isVisible()).toBe(false);

    // Following an entry closes the drawer over the new page.
    await toggle.click();
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
    await eventually(() => sidebar(page).isVisible()).toBe(false);
    await toggle.click();
    await drawer.getByRole('link', { name: 'Browse Quests' }).click();
    await page.waitForURL(`${stack.baseUrl}/browse-quests`);
    await eventually(() => sidebar(page).isVisible()).toBe(false);

    // Ctrl+B in the search box leaves the drawer shut; outside it, it opens it (had the first opened it, this would shut it).
    const search = page.getByLabel('Search quests');
    await search.focus();
    await page.keyboard.press('Control+b');
    await search.blur();
    await page.keyboard.press('Control+b');
    await drawer.waitFor();
    for (const entry of ['Browse Quests', 'Account', 'Support'])
      await drawer.getByRole('link', { name: entry, exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => sidebar(page).isVisible()).toBe(false);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
