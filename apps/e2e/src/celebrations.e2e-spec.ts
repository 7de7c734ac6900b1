import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import {
  closeToasts,
  PASSWORD,
  questCards,
  setDevClock,
  signedInThroughUi,
  uniqueEmail,
  withStackAndBrowser,
} from './support/journeys';
import { asOwnClient, createConfirmedAccount, screenshot, VIEWPORTS, type Stack } from './support/stack';

/**
 * Celebrations: the check-in that makes the streak grow, a milestone reached and the finished quest each get a
 * short burst of sparkles and a polite announcement; a check-in that grows nothing, and its undo, get neither.
 * With `prefers-reduced-motion: reduce` nothing moves, and the words are still said.
 *
 * The api's dev clock walks one week in April 2027, a day per check-in, so the week's goal is met on its last one.
 */
describe('celebrations: a streak that grows, a milestone, a finished quest', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  const clock = (at: string) => setDevClock(stack, at);
  const day = (monday: string, n: number) => new Date(Date.parse(`${monday}T09:00:00Z`) + n * 86_400_000).toISOString();

  /** Signed in through the form in a context of its own, reduced motion asked for as a context option. */
  const signedInReduced = async (viewport: { width: number; height: number }) => {
    const email = uniqueEmail('celebrate-reduced');
    await createConfirmedAccount(stack, email, PASSWORD);
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      colorScheme: 'dark',
      reducedMotion: 'reduce',
    });
    await asOwnClient(context);
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/auth?mode=login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    return { context, page };
  };

  const startQuest = async (page: Page) => {
    await page.getByLabel(/three parallel universes/).fill('nurse, carpenter, teacher');
    await page.getByRole('button', { name: 'Reveal my quests' }).click();
    await expect.poll(() => questCards(page).count(), { timeout: 30_000 }).toBe(3);
    await questCards(page).nth(1).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save & Start Quest' }).click();
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
  };

  const bursts = (page: Page) => page.locator('.sq-celebration:not(#celebration-still)');
  const said = (page: Page) =>
    page.locator('.sq-celebration__message').evaluateAll((els) => els.map((el) => el.textContent ?? '').join(''));
  /**
   * A screenshot with the sparkles mid-flight: a copy of the burst, its animations paused part-way, stays on the
   * page for the (slow, full-page) screenshot while the real one runs out; the copy goes again after it.
   */
  const shotMidFlight = async (page: Page, shot: () => Promise<void>) => {
    await page.evaluate(() => {
      const copy = document.querySelector('.sq-celebration')!.cloneNode(true) as HTMLElement;
      copy.id = 'celebration-still';
      document.body.append(copy);
      copy.getAnimations({ subtree: true }).forEach((a) => {
        a.pause();
        a.currentTime = 380;
      });
    });
    await shot();
    await page.evaluate(() => document.getElementById('celebration-still')?.remove());
  };

  const runs = [
    ...VIEWPORTS.map(([label, viewport]) => ({ label, viewport, reduced: false })),
    { label: 'reduced-motion', viewport: VIEWPORTS[0][1], reduced: true },
  ] as const;
  const mondays = ['2027-04-05', '2027-04-12', '2027-04-19'];

  runs.forEach(({ label, viewport, reduced }, run) => {
    it(`celebrates what grew, and only that, on ${label}`, async () => {
      const monday = mondays[run];
      await clock(day(monday, 0));
      const { context, page } = reduced
        ? await signedInReduced(viewport)
        : await signedInThroughUi(stack, browser, `celebrate-${label}`, viewport);
      const shot = (name: string) => screenshot(page, `celebrate-${name}-${label}`);
      await startQuest(page);

      const todayCard = page.getByRole('region', { name: 'Today', exact: true });
      const week = todayCard.locator('.today-status__week');
      await expect.poll(() => week.innerText(), { timeout: 15_000 }).toMatch(/^This week: 0 of \d/);
      const goal = Number((await week.innerText()).match(/^This week: 0 of (\d)/)![1]);
      const doneToday = todayCard.getByRole('button', { name: 'Done for today', exact: true });
      const doneState = todayCard.getByText('Done for today ✓');

      // Page load: nothing to celebrate.
      await doneToday.waitFor();
      expect(await bursts(page).count()).toBe(0);
      expect(await said(page)).toBe('');

      // Each check-in before the week's goal grows the week, not the streak: no celebration; nor does its undo.
      for (let n = 0; n < goal - 1; n++) {
        if (n > 0) {
          await clock(day(monday, n));
          await page.reload();
        }
        await doneToday.click();
        await doneState.waitFor();
        if (n === 0) {
          await todayCard.getByRole('button', { name: 'Undo' }).click();
          await doneToday.waitFor();
          await doneToday.click();
          await doneState.waitFor();
        }
        await page.waitForTimeout(300);
        expect(await bursts(page).count()).toBe(0);
        expect(await said(page)).toBe('');
      }

      // The check-in that meets the goal makes the streak grow: the burst (or, reduced, none) and the words.
      if (goal > 1) {
        await clock(day(monday, goal - 1));
        await page.reload();
      }
      const layoutBefore = await todayCard.boundingBox();
      await doneToday.click();
      await expect.poll(() => said(page), { timeout: 10_000 }).toBe('Streak up: 1 week in a row!');
      const live = todayCard.getByRole('status').filter({ hasText: 'Streak up: 1 week in a row!' });
      expect(await live.getAttribute('aria-live')).toBe('polite');
      if (reduced) {
        await page.waitForTimeout(300);
        expect(await bursts(page).count()).toBe(0);
      } else {
        await bursts(page).waitFor({ state: 'attached', timeout: 1_000 });
        const style = await bursts(page).evaluate((el) => {
          const s = getComputedStyle(el);
          return { pointerEvents: s.pointerEvents, position: s.position, sparks: el.children.length };
        });
        expect(style).toEqual({ pointerEvents: 'none', position: 'fixed', sparks: 13 });
        await shotMidFlight(page, () => shot('streak-mid'));
        // Short: gone again within a second and a half.
        await expect.poll(() => bursts(page).count(), { timeout: 4_000 }).toBe(0);
      }
      await todayCard.locator('.today-status__streak').getByText('1 week in a row').waitFor();
      const layoutAfter = await todayCard.boundingBox();
      expect(layoutAfter?.width).toBe(layoutBefore?.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot('streak-after');

      // A milestone reached, then the last one: the quest is complete.
      await page.goto(`${stack.baseUrl}/current-quest`);
      const boxes = page.getByRole('checkbox');
      await boxes.first().waitFor();
      const total = await boxes.count();
      expect(await said(page)).toBe('');
      for (let i = 0; i < total; i++) {
        await boxes.nth(i).click();
        await page.getByText(`${i + 1} of ${total} milestones completed`).waitFor();
        if (i === 0 && total > 1) {
          await expect.poll(() => said(page), { timeout: 10_000 }).toBe(`Milestone reached: 1 of ${total}!`);
          if (!reduced) {
            await bursts(page).last().waitFor({ state: 'attached', timeout: 1_000 });
            await shotMidFlight(page, () => shot('milestone-mid'));
          }
          await expect.poll(() => bursts(page).count(), { timeout: 4_000 }).toBe(0);
        }
      }
      const reflection = page.getByRole('dialog', { name: 'How did this quest feel?' });
      await reflection.waitFor();
      // Said from inside the dialog, so a screen reader hears it past the modal.
      await reflection.getByRole('status').filter({ hasText: 'Quest complete!' }).waitFor();
      if (reduced) {
        expect(await bursts(page).count()).toBe(0);
      } else {
        // The last one: a middle milestone's burst (not waited for above) may still be ending beside it.
        await bursts(page).last().waitFor({ state: 'attached', timeout: 1_000 });
        await shotMidFlight(page, () => shot('quest-mid'));
        await expect.poll(() => bursts(page).count(), { timeout: 4_000 }).toBe(0);
      }
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot('quest-after');
      await reflection.getByRole('button', { name: 'Skip' }).click();
      await context.close();
    }, 180_000);
  });
});
