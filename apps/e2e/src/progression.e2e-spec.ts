import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeToasts, questCards, signedInThroughUi, withStackAndBrowser } from './support/journeys';
import { screenshot, VIEWPORTS, type Stack } from './support/stack';

/** "Your progress": a check-in on the dashboard earns its points, and the panel shows the level, the bar and the badges. */
describe('the progress panel', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  for (const [label, viewport] of VIEWPORTS) {
    it(`shows points after a check-in on ${label}`, async () => {
      const { context, page } = await signedInThroughUi(stack, browser, `progress-${label}`, viewport);
      await page.getByLabel(/three parallel universes/).fill('nurse, carpenter, teacher');
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      const cards = questCards(page);
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(3);
      await cards.nth(0).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save & Start Quest' }).click();
      await page.waitForURL(`${stack.baseUrl}/dashboard`);

      const panel = page.getByRole('region', { name: 'Your progress' });
      await expect.poll(() => panel.innerText(), { timeout: 15_000 }).toContain('Level 1 · Novice');
      expect(await panel.innerText()).toContain('0 points · 50 to the next level');

      const todayCard = page.getByRole('region', { name: 'Today', exact: true });
      await todayCard.getByRole('button', { name: 'Done for today', exact: true }).click();
      await expect.poll(() => panel.innerText(), { timeout: 15_000 }).toContain('10 points · 40 to the next level');
      expect(await panel.getByRole('progressbar', { name: 'Points towards level 2' }).getAttribute('value')).toBe('10');
      // Badges say in words whether they are earned (not colour alone).
      expect(await panel.getByRole('listitem').count()).toBe(4);
      expect(await panel.innerText()).toContain('Not yet: Meet your weekly goal four weeks in a row.');
      // At 390 px the panel fits the width: nothing scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await closeToasts(page);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `progress-panel-${label}`);
      await context.close();
    });
  }
});
