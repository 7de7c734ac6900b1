import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { asOwnClient, newPage, screenshot, type Stack, VIEWPORTS } from './support/stack';
import { closeToasts, expectToast, questCards, signedInThroughUi, withStackAndBrowser } from './support/journeys';

/**
 * The occupations search in the UI: the job typeahead, the quests matched to typed jobs, and the jobs the
 * search could not settle asked back ("Which of these did you mean?", "We don't know that job yet"), on
 * the landing (signed out) and in onboarding. It reads occupations and the choices the api offers, never
 * a quest's words.
 */
describe('job questions and the job typeahead', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
  const TRUCKS = 'Heavy and Tractor-Trailer Truck Drivers';
  const AMBIGUOUS = 'nurse practitioner assistant';
  const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
  const selection = (locator: Locator) =>
    locator.evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0));
  const choiceCard = (page: Page) => page.getByRole('region', { name: 'Which of these did you mean?' });
  const unknownCard = (page: Page) => page.getByRole('region', { name: "We don't know that job yet" });

  /** Types a job slowly enough to be a person, then picks `title` from the suggestions by keyboard or pointer. */
  async function pickSuggestion(page: Page, field: Locator, typed: string, title: string, by: 'keyboard' | 'pointer') {
    // A field that has the focus keeps its caret where it is.
    if (!(await isFocused(field))) await field.click();
    await page.keyboard.type(typed, { delay: 60 });
    const list = page.getByRole('listbox');
    const option = list.getByRole('option', { name: new RegExp(`^${title}`) });
    // The list answers the last words typed (it is busy while a search of newer words is pending).
    await eventually(
      async () => (await list.getAttribute('aria-busy')) === 'false' && (await option.count()) === 1,
    ).toBe(true);
    expect(await field.getAttribute('role')).toBe('combobox');
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    if (by === 'pointer') await option.click();
    else {
      // Down from the field to the option, then Enter.
      const index = await list
        .getByRole('option')
        .evaluateAll((options, name) => options.findIndex((o) => o.textContent?.startsWith(name)), title);
      for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
      await eventually(() => option.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Enter');
    }
    await eventually(() => list.count()).toBe(0);
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`leads the landing's results with the typed jobs and asks back the rest on ${label}`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await asOwnClient(context);
      await page.goto(`${stack.baseUrl}/`);
      await page.getByRole('button', { name: 'Take the three-universe quiz' }).click();
      const fields = [1, 2, 3].map((n) =>
        page.getByLabel(`In the ${['first', 'second', 'third'][n - 1]} universe I am a…`),
      );

      // A shortened, unfinished title finds its occupation by the alias that matched; picking fills the title.
      await fields[0].click();
      await page.keyboard.type('cdl driv', { delay: 60 });
      const trucks = page.getByRole('option', { name: new RegExp(`^${TRUCKS}`) });
      await trucks.waitFor();
      expect(await trucks.innerText()).toMatch(/matches “CDL Driver/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `job-typeahead-${label}`);
      await page.keyboard.press('Escape');
      expect(await fields[0].inputValue()).toBe('cdl driv');
      await fields[0].fill('');
      await pickSuggestion(page, fields[0], 'cdl driv', TRUCKS, label === 'desktop' ? 'keyboard' : 'pointer');
      expect(await fields[0].inputValue()).toBe(TRUCKS);
      expect(await isFocused(fields[0])).toBe(true);

      await fields[1].fill(AMBIGUOUS);
      await fields[2].fill('asdf');
      await page.getByRole('button', { name: 'See my quests' }).click();
      const results = page.getByRole('list', { name: 'Suggested quests' });
      await results.waitFor();

      // First the quests of the typed job, matched; then the two questions; junk never names a quest.
      const firstQuest = results.locator('.landing-quiz__result').first();
      expect(await firstQuest.locator('.landing-quiz__match').innerText()).toMatch(new RegExp(`^Matched: ${TRUCKS}`));
      await choiceCard(page).getByText(`You typed “${AMBIGUOUS}”.`).waitFor();
      await unknownCard(page).getByText("We couldn't match “asdf” to a job.").waitFor();
      const titles = await results.locator('.landing-quiz__result-title').allInnerTexts();
      expect(titles.some((t) => /asdf/i.test(t))).toBe(false);
      expect(titles.length).toBeLessThanOrEqual(6);
      expect(await page.locator('#quiz-title').innerText()).toBe(`Quests for ${TRUCKS}, ${AMBIGUOUS}`);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `job-questions-landing-${label}`);

      // A choice: its quest, matched to it, takes the question's place and the focus.
      const choices = choiceCard(page).getByRole('listitem').getByRole('button');
      expect(await choices.count()).toBeGreaterThan(0);
      expect(await choices.count()).toBeLessThanOrEqual(5);
      const chosen = (await choices.first().innerText()).trim();
      await choices.first().click();
      await eventually(() => choiceCard(page).count()).toBe(0);
      const matches = await results.locator('.landing-quiz__match').allInnerTexts();
      expect(matches.some((m) => m.startsWith(`Matched: ${chosen}`))).toBe(true);
      await eventually(() =>
        page.evaluate(() => document.activeElement?.closest('.landing-quiz__result')?.textContent ?? ''),
      ).toContain(`Matched: ${chosen}`);
      expect(await results.locator('.landing-quiz__result').count()).toBeLessThanOrEqual(6);
      await screenshot(page, `job-questions-landing-chosen-${label}`);

      // Type it again: back to the fields, the unknown job selected to type over.
      await unknownCard(page).getByRole('button', { name: 'Type it again' }).click();
      await eventually(() => isFocused(fields[2])).toBe(true);
      expect(await selection(fields[2])).toBe('asdf');
      expect(await fields[0].inputValue()).toBe(TRUCKS);
      await context.close();
    }, 180_000);

    it(`asks back in onboarding and keeps three quests on ${label}`, async () => {
      const { context, page } = await signedInThroughUi(stack, browser, `job-questions-${label}`, viewport);
      await closeToasts(page);
      const answer = page.getByLabel(/three parallel universes/);
      await answer.fill(`vet, ${AMBIGUOUS}, asdf`);
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      await questCards(page).first().waitFor();
      await choiceCard(page).waitFor();
      await unknownCard(page).waitFor();
      expect(await page.getByRole('list', { name: 'Generated quests' }).innerText()).not.toMatch(/Matched: asdf/i);
      const cardTitles = await page.locator('.onboarding__quest-title').allInnerTexts();
      expect(cardTitles.some((t) => /asdf/i.test(t))).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `job-questions-onboarding-${label}`);

      // Type it again: step 1, the unknown job selected; typing replaces it, and the typeahead completes it.
      await unknownCard(page).getByRole('button', { name: 'Type it again' }).click();
      await eventually(() => isFocused(answer)).toBe(true);
      expect(await selection(answer)).toBe('asdf');
      await page.keyboard.press('Backspace');
      await pickSuggestion(page, answer, 'bake', 'Bakers', label === 'desktop' ? 'keyboard' : 'pointer');
      expect(await answer.inputValue()).toBe(`vet, ${AMBIGUOUS}, Bakers`);
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      await questCards(page).first().waitFor();
      expect(await unknownCard(page).count()).toBe(0);

      // A choice by keyboard: its quest replaces the question and takes the focus; still three quests.
      const choices = choiceCard(page).getByRole('listitem').getByRole('button');
      const chosen = (await choices.first().innerText()).trim();
      await choices.first().focus();
      await page.keyboard.press('Enter');
      await eventually(() => choiceCard(page).count()).toBe(0);
      expect(await questCards(page).count()).toBe(3);
      const item = page.locator('.onboarding__quest-item', {
        has: page.getByRole('link', { name: new RegExp(`^${chosen}`) }),
      });
      await item.waitFor();
      await eventually(() => isFocused(item.locator('button.onboarding__quest'))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `job-questions-onboarding-chosen-${label}`);

      // The new quest is a quest like the others: it starts.
      await item.locator('button.onboarding__quest').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Milestones' }).waitFor();
      await dialog.getByRole('button', { name: 'Save & Start Quest' }).click();
      await page.waitForURL(`${stack.baseUrl}/dashboard`);
      await expectToast(page, "You're set!", "Onboarding saved. Let's begin your quest.");
      await context.close();
    }, 180_000);
  }
});
