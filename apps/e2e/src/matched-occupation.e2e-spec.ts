import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { closeToasts, questCards, signedInThroughUi, withStackAndBrowser } from './support/journeys';
import { screenshot, type Stack, VIEWPORTS } from './support/stack';

/**
 * "Matched: <O*NET title>" under each generated quest, a link to the occupation's SideQuest page, and
 * "Did you mean" for an ambiguous word, which regenerates that card only. It reads the occupation and
 * its code, never a quest's words, so it holds with or without the signature data.
 */
describe('matched occupations and "Did you mean" on the quest cards', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
  const items = (page: Page) => page.getByRole('list', { name: 'Generated quests' }).locator(':scope > li');
  const matchLink = (item: Locator) => item.locator('.onboarding__match a');

  for (const [label, viewport] of VIEWPORTS) {
    it(`shows the match with a link to its page and follows a "Did you mean" on ${label}`, async () => {
      const { page, context } = await signedInThroughUi(stack, browser, `matched-${label}`, viewport);
      await page.getByLabel(/three parallel universes/).fill('engineer, court reporter, electrician');
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      await questCards(page).first().waitFor();
      const [engineer, reporter] = [items(page).nth(0), items(page).nth(1)];

      // "engineer" goes to the most common engineers, and says so, with a link to their SideQuest page in a new tab.
      await eventually(() => engineer.locator('.onboarding__match').innerText()).toMatch(
        /^Matched: Mechanical Engineers/,
      );
      expect(await matchLink(engineer).getAttribute('href')).toBe('/occupations/17-2141.00');
      expect(await matchLink(engineer).getAttribute('target')).toBe('_blank');
      expect(await matchLink(engineer).getAttribute('rel')).toContain('noopener');
      await engineer.getByRole('link', { name: 'Mechanical Engineers (about this job, opens in a new tab)' }).waitFor();
      expect(await matchLink(reporter).getAttribute('href')).toBe('/occupations/27-3092.00');
      expect(await matchLink(reporter).innerText()).toMatch(/^Court Reporters/);

      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `matched-cards-${label}`);

      // "Did you mean": the alternatives, by name; choosing one by keyboard regenerates the first card only.
      const otherTitles = [
        await reporter.locator('.onboarding__quest-title').innerText(),
        await items(page).nth(2).locator('.onboarding__quest-title').innerText(),
      ];
      expect(await matchLink(items(page).nth(2)).getAttribute('href')).toBe('/occupations/47-2111.00');
      const alternatives = engineer
        .getByRole('group', { name: 'Did you mean another job than Mechanical Engineers?' })
        .getByRole('button');
      expect(await alternatives.count()).toBeGreaterThan(0);
      expect(await alternatives.count()).toBeLessThanOrEqual(5);
      const civil = engineer.getByRole('button', { name: 'Did you mean Civil Engineers' });
      await civil.focus();
      await page.keyboard.press('Enter');
      await eventually(() => matchLink(items(page).nth(0)).getAttribute('href')).toBe('/occupations/17-2051.00');
      expect(await matchLink(items(page).nth(0)).innerText()).toMatch(/^Civil Engineers/);
      expect([
        await items(page).nth(1).locator('.onboarding__quest-title').innerText(),
        await items(page).nth(2).locator('.onboarding__quest-title').innerText(),
      ]).toEqual(otherTitles);
      expect(await questCards(page).count()).toBe(3);
      // The way back is offered on the new card.
      await items(page).nth(0).getByRole('button', { name: 'Did you mean Mechanical Engineers' }).waitFor();

      // The regenerated card is a card like the others: it opens its plan.
      await questCards(page).first().click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Milestones' }).waitFor();
      await page.keyboard.press('Escape');
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `matched-did-you-mean-${label}`);
      await context.close();
    });
  }
});
