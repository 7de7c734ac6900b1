import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import ical, { type CalendarComponent, type VEvent } from 'node-ical';
import { axeViolations } from './support/axe';
import { asOwnClient, DESKTOP, newPage, PHONE, screenshot, type Stack, VIEWPORTS } from './support/stack';
import { expectStorageInPolicy } from './support/storage-census';
import {
  expectToast,
  signedInThroughUi,
  signUpAndConfirm,
  toasts,
  uniqueEmail,
  questCards,
  withStackAndBrowser,
} from './support/journeys';

/** The browser console's errors per page, so an error toast's cause shows in the failure. */
const consoleErrors = new WeakMap<Page, string[]>();
function watchConsole(page: Page): string[] {
  let errors = consoleErrors.get(page);
  if (!errors) {
    const list: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && list.push(m.text())));
    consoleErrors.set(page, (errors = list));
  }
  return errors;
}

/** Runs axe on the page as it is, keeps a screenshot, and collects what it finds under the screen's name. */
async function audit(page: Page, found: Record<string, string[]>, name: string): Promise<void> {
  const logged = watchConsole(page);
  // The screen, not the toasts over it: stacked toasts overlap each other's close buttons (axe target-size).
  const close = toasts(page).getByRole('button', { name: 'Close notification' });
  for (let i = 0; i < 5 && (await close.count()) > 0; i++)
    await close
      .first()
      .click({ force: true })
      .catch(() => undefined);
  await expect.poll(() => close.count()).toBe(0);
  const violations = await axeViolations(page);
  // An error toast that turns up on its own is a bug too: name it.
  const errors = await page.locator('.sq-toast--destructive').allInnerTexts();
  violations.push(
    ...errors.map((text) => `error toast: ${text.replace(/\s+/g, ' ')} (console: ${logged.join(' | ')})`),
  );
  if (violations.length) found[name] = violations;
  await screenshot(page, name);
}

const events = (ics: string): VEvent[] =>
  Object.values(ical.sync.parseICS(ics)).filter(
    (c): c is VEvent => (c as CalendarComponent | undefined)?.type === 'VEVENT',
  );

describe('the quest journey: landing quiz, sign-up, onboarding, plan edit, milestones, calendar', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  for (const [label, viewport] of VIEWPORTS) {
    it(`works end to end on ${label}`, async () => {
      const found: Record<string, string[]> = {};
      const { context, page } = await newPage(browser, viewport);
      await asOwnClient(context);
      const shot = (name: string) => audit(page, found, `journey-${name}-${label}`);

      // Landing quiz: disabled until a field is non-blank; blanks dropped, the rest joined with commas.
      await page.goto(`${stack.baseUrl}/`);
      await page.getByRole('button', { name: 'Take the three-universe quiz' }).click();
      const see = page.getByRole('button', { name: 'See my quests' });
      await see.waitFor();
      expect(await see.isDisabled()).toBe(true);
      await page.getByLabel('In the second universe I am a…').fill('   ');
      expect(await see.isDisabled()).toBe(true);
      await shot('quiz');
      await page.getByLabel('In the first universe I am a…').fill('Nurse');
      await page.getByLabel('In the third universe I am a…').fill('game designer');
      await see.click();
      await page.getByRole('heading', { name: 'Quests for Nurse, game designer' }).waitFor();
      // The quests of the typed jobs come from the api: the list shows once they are in.
      const results = page.getByRole('list', { name: 'Suggested quests' }).getByRole('listitem');
      await results.first().waitFor();
      const all = await results.count();
      expect(all).toBeGreaterThan(0);
      expect(all).toBeLessThanOrEqual(6);
      await shot('quiz-results');
      await page.getByRole('button', { name: 'Self-discovery' }).click();
      expect(await page.getByRole('button', { name: 'Self-discovery' }).getAttribute('aria-pressed')).toBe('true');
      expect(await results.count()).toBeLessThan(all);
      await page.getByRole('button', { name: 'Start over' }).click();
      await page.getByRole('button', { name: 'Begin' }).waitFor();
      await page.getByRole('button', { name: 'Take the three-universe quiz' }).click();
      await page.getByLabel('In the first universe I am a…').fill('Nurse');
      await page.getByLabel('In the third universe I am a…').fill('game designer');
      await page.getByRole('button', { name: 'See my quests' }).click();
      await page.getByRole('link', { name: 'Create my quest plan' }).click();

      // Sign up and confirm from the mail.
      const email = uniqueEmail(`journey-${label}`);
      await signUpAndConfirm(page, email, stack.baseUrl, (match) => stack.mail.waitFor(match));

      // Onboarding: the quiz answers are already there.
      const question = page.getByLabel(/three parallel universes/);
      await question.waitFor();
      expect(await question.inputValue()).toBe('Nurse, game designer');
      await shot('onboarding-question');
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      await page.getByRole('heading', { name: 'Choose your first quest' }).waitFor();
      const cards = questCards(page);
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      // Nothing picked yet: the button is disabled and says why next to it.
      const saveStart = page.getByRole('button', { name: 'Save & Start Quest' });
      expect(await saveStart.isDisabled()).toBe(true);
      const reason = await saveStart.getAttribute('aria-describedby');
      expect(await page.locator(`#${reason}`).innerText()).toBe('Please choose one quest to start.');
      expect(await page.locator(`#${reason}`).isVisible()).toBe(true);
      await shot('onboarding-choose');
      const chosenTitle = (await cards.nth(1).locator('.onboarding__quest-title').innerText()).trim();
      await cards.nth(1).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Milestones' }).waitFor();
      const shownMilestones = await dialog.getByRole('listitem').count();
      expect(shownMilestones).toBeGreaterThan(0);
      expect(shownMilestones).toBeLessThanOrEqual(3);
      await shot('onboarding-plan');
      await dialog.getByRole('button', { name: 'Save & Start Quest' }).click();
      await page.waitForURL(`${stack.baseUrl}/dashboard`);
      await expectToast(page, "You're set!", "Onboarding saved. Let's begin your quest.");

      // Dashboard: the chosen quest is current, the other two are listed.
      await page.getByRole('heading', { name: chosenTitle, level: 2 }).waitFor();
      const others = page.getByRole('region', { name: 'Other Available Quests' }).getByRole('listitem');
      await others.first().getByRole('button', { name: 'Start This Quest' }).waitFor();
      expect(await others.count()).toBe(2);
      await shot('dashboard');

      // Modify Quest: a target day that is not a number is refused at its field; a sensible edit saves.
      await page.getByRole('button', { name: 'Modify Quest' }).click();
      await page.getByLabel('Minutes per day').fill('45');
      await page.getByLabel('Target day for milestone 1').fill('soon');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Target day must be a whole number').waitFor();
      await shot('dashboard-edit');
      await page.getByLabel('Target day for milestone 1').fill('1');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Plan updated.');
      await page.getByText('Mon–Fri: 45 minutes per day').first().waitFor();
      await page.getByText('Day 1', { exact: true }).waitFor();

      // Done for today: marked on the dashboard, drawn in the heatmap, undone and marked again.
      const heatmap = page.getByRole('img', { name: /^12 weeks: / });
      await heatmap.waitFor();
      expect(await heatmap.getAttribute('aria-label')).toMatch(/^12 weeks: 0 days checked in/);
      await page.getByRole('button', { name: 'Done for today', exact: true }).click();
      await page.getByText('Done for today ✓').waitFor();
      await page.getByRole('img', { name: /^12 weeks: 1 day checked in/ }).waitFor();
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await page.getByRole('img', { name: /^12 weeks: 0 days checked in/ }).waitFor();
      await page.getByRole('button', { name: 'Done for today', exact: true }).click();
      await page.getByText('Done for today ✓').waitFor();

      // Quest progress: ticks are saved on the server.
      await page.getByRole('button', { name: 'Continue Adventure' }).click();
      await page.waitForURL(`${stack.baseUrl}/current-quest`);
      const boxes = page.getByRole('checkbox');
      await boxes.first().waitFor();
      const total = await boxes.count();
      await boxes.first().click();
      await expectToast(page, 'Milestone completed!');
      await page.getByText(`1 of ${total} milestones completed`).waitFor();
      await page.getByText(`${Math.round(100 / total)}%`, { exact: true }).waitFor();
      await boxes.nth(1).click();
      await expectToast(page, 'Milestone completed!');
      await page.getByText(`2 of ${total} milestones completed`).waitFor();
      await boxes.nth(1).click();
      await expectToast(page, 'Milestone reopened.');
      await page.getByText(`1 of ${total} milestones completed`).waitFor();
      await page.reload();
      await page.getByText(`1 of ${total} milestones completed`).waitFor();
      expect(await boxes.first().getAttribute('aria-checked')).toBe('true');
      // Today's check-in from the dashboard shows here too.
      await page.getByText('Done for today ✓').waitFor();
      await shot('progress');

      // Add to Calendar: the .ics, parsed by a real parser.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Add to Calendar' }).click();
      const file = await download;
      await expectToast(page, 'Calendar event created!');
      expect(file.suggestedFilename()).toMatch(/^sidequest-.+\.ics$/);
      const text = readFileSync((await file.path())!, 'utf8');
      const parsed = events(text);
      const daily = parsed.find((e) => e.rrule);
      expect((daily!.end as Date).getTime() - (daily!.start as Date).getTime()).toBe(45 * 60_000);
      // The sessions: Mon–Fri at a floating 18:00, through the day of the last milestone.
      const rule = /\r\nRRULE:FREQ=WEEKLY;UNTIL=(\d{8})T235959;BYDAY=MO,TU,WE,TH,FR\r\n/.exec(text);
      expect(rule, 'a weekly rule on the plan days').not.toBeNull();
      const milestoneDays = [...text.matchAll(/\r\nDTSTART;VALUE=DATE:(\d{8})\r\n/g)].map((m) => m[1]);
      expect(milestoneDays).toHaveLength(total);
      const weekday = (ymd: string) =>
        new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8))).getUTCDay();
      milestoneDays.forEach((d) => expect([0, 6]).not.toContain(weekday(d)));
      expect(rule![1] >= milestoneDays[milestoneDays.length - 1]).toBe(true);
      const milestones = parsed.filter((e) => !e.rrule);
      expect(milestones).toHaveLength(total);
      milestones.forEach((m) => expect((m as { alarms?: unknown[] }).alarms?.length).toBe(1));
      const google = await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href');
      expect(new URL(google!).searchParams.get('recur')).toBe(
        `RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=${rule![1]}T235959`,
      );

      // Back on the dashboard: delete one other quest, start the other; the previous current one stays listed.
      await page.goto(`${stack.baseUrl}/dashboard`);
      await others
        .first()
        .getByRole('button', { name: /^Delete / })
        .click();
      await expectToast(page, 'Quest deleted.');
      await expect.poll(() => others.count()).toBe(1);
      const nextTitle = (await others.first().getByRole('heading').innerText()).trim();
      await others.first().getByRole('button', { name: 'Start This Quest' }).click();
      // Before the switch: how did the current quest feel? The answer goes into the quest log.
      const reflection = page.getByRole('dialog', { name: 'How did this quest feel?' });
      await reflection.getByRole('radio', { name: /^4 of 5/ }).click();
      await reflection.getByRole('radio', { name: 'More like this' }).click();
      await reflection.getByLabel(/What surprised you/).fill('More hands-on than I thought');
      await reflection.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Saved to your quest log');
      await page.waitForURL(`${stack.baseUrl}/dashboard`);
      await page.getByText('“More hands-on than I thought”').waitFor();
      await page.getByRole('heading', { name: nextTitle, level: 2 }).waitFor();
      await others.getByRole('heading', { name: chosenTitle }).waitFor();

      expect(found).toEqual({});
      await expectStorageInPolicy(context, page);
      await context.close();
    }, 240_000);
  }

  it('is usable by keyboard alone: the quiz, the quest cards, the plan dialog and the checklist', async () => {
    const { context, page } = await signedInThroughUi(stack, browser, 'keyboard', DESKTOP);
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.getByLabel(/three parallel universes/).focus();
    await page.keyboard.type('vet, pilot, baker');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const first = questCards(page).first();
    await first.waitFor();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Milestones' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save & Start Quest' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Continue Adventure' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/current-quest`);
    const box = page.getByRole('checkbox').first();
    await box.focus();
    await page.keyboard.press('Space');
    await expectToast(page, 'Milestone completed!');
    expect(await box.getAttribute('aria-checked')).toBe('true');

    // Onboarding done: / and /onboarding lead to the dashboard, and redo=1 opens the question again.
    await page.goto(`${stack.baseUrl}/`);
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
    await page.goto(`${stack.baseUrl}/onboarding`);
    await page.waitForURL(`${stack.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'New Quest' }).click();
    // The reflection on the current quest comes first; Skip (by keyboard) never blocks the switch.
    const reflection = page.getByRole('dialog', { name: 'How did this quest feel?' });
    await reflection.getByRole('button', { name: 'Skip' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.baseUrl}/onboarding?redo=1`);
    await page.getByRole('button', { name: 'Reveal my quests' }).waitFor();
    await context.close();

    const visitor = await newPage(browser, DESKTOP);
    await visitor.page.goto(`${stack.baseUrl}/`);
    await visitor.page.getByRole('button', { name: 'Take the three-universe quiz' }).focus();
    await visitor.page.keyboard.press('Enter');
    await expect
      .poll(() => visitor.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Three universes, three lives');
    await visitor.page.keyboard.press('Tab');
    await visitor.page.keyboard.type('chef');
    await visitor.page.keyboard.press('Enter');
    await visitor.page.getByRole('heading', { name: 'Quests for chef' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Career', exact: true }).focus();
    await visitor.page.keyboard.press('Enter');
    expect(await visitor.page.getByRole('button', { name: 'Career', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await visitor.page.getByRole('button', { name: 'Start over' }).focus();
    await visitor.page.keyboard.press('Enter');
    await expect
      .poll(() => visitor.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Take the three-universe quiz');
    await visitor.context.close();
  }, 120_000);

  it('sends a visitor to /auth from every quest screen, and shows No Active Quest to a user without one', async () => {
    const { context, page } = await newPage(browser, PHONE);
    for (const path of ['/onboarding', '/dashboard', '/current-quest']) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.waitForURL(`${stack.baseUrl}/auth`);
    }
    await context.close();

    const user = await signedInThroughUi(stack, browser, 'no-quest', PHONE);
    await user.page.goto(`${stack.baseUrl}/current-quest`);
    await user.page.getByRole('heading', { name: 'No Active Quest' }).waitFor();
    expect(await axeViolations(user.page)).toEqual([]);
    await screenshot(user.page, 'journey-no-active-quest-phone');
    await user.page.getByRole('button', { name: 'Return to Dashboard' }).click();
    // The dashboard sends a user who has not finished onboarding there.
    await user.page.waitForURL(`${stack.baseUrl}/onboarding`);
    await user.page.getByRole('button', { name: 'Reveal my quests' }).waitFor();
    await user.context.close();
  });
});
