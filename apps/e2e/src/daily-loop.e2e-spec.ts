import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import {
  closeToasts,
  expectToast,
  questCards,
  signedInThroughUi,
  tickAllMilestones,
  withStackAndBrowser,
} from './support/journeys';
import { screenshot, VIEWPORTS, type Stack } from './support/stack';
import { expectStorageInPolicy } from './support/storage-census';

/**
 * The daily loop as a person lives it, on the api's dev clock: a quest started with a reminder at a
 * chosen time → the reminder mail at that minute → its "Done for today" link confirmed on a page →
 * the heatmap shows the day → the quest finished → a reflection → New Quest leans on its rating.
 *
 * Each journey lives in March 2027, ahead of the real date, so the worker's own per-minute tick
 * never finds the reminder due: only the tick this test runs at the chosen minute sends it.
 */
describe('the daily loop: reminder, done link, heatmap, reflection, steered New Quest', () => {
  let stack: Stack, browser: Browser, sql: pg.Pool;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));
  beforeAll(() => {
    sql = new pg.Pool({ connectionString: stack.db.url, max: 1 });
  });
  afterAll(() => sql?.end());

  const dev = async (path: string, method: string, body: unknown) => {
    const res = await fetch(`${stack.baseUrl}/dev/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };

  const ANSWER = 'nurse, carpenter, teacher';

  const mondays = { desktop: '2027-03-22', phone: '2027-03-29' } as const;
  const dayAfter = (date: string, n: number) =>
    new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  for (const [label, viewport] of VIEWPORTS) {
    const monday = mondays[label];
    const joined = monday;
    it(`runs from a reminder to a steered New Quest on ${label}`, async () => {
      await dev('clock', 'PUT', { at: `${joined}T08:00:00Z` });
      const { context, page, email } = await signedInThroughUi(stack, browser, `daily-${label}`, viewport);
      const shot = (name: string) => screenshot(page, `daily-loop-${name}-${label}`);

      // Onboarding: the three jobs in the order typed; the carpenter's quest, with a reminder at 18:30.
      await page.getByLabel(/three parallel universes/).fill(ANSWER);
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      const cards = questCards(page);
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(3);
      const title = async (n: number) => (await cards.nth(n).locator('.onboarding__quest-title').innerText()).trim();
      const carpenterTitle = await title(1);
      expect(await title(0)).not.toBe(carpenterTitle);
      await cards.nth(1).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: 'Remind me on my quest days at' }).click();
      await dialog.getByLabel('Reminder time').fill('18:30');
      await shot('plan-reminder');
      await dialog.getByRole('button', { name: 'Save & Start Quest' }).click();
      await page.waitForURL(`${stack.baseUrl}/dashboard`);

      // Today first: the Today card leads the dashboard, before the community quests, with this week's rule
      // said before it acts; its Done for today is on the first screen and a few Tab stops past the skip link.
      const todayCard = page.getByRole('region', { name: 'Today', exact: true });
      const week = todayCard.locator('.today-status__week');
      await expect
        .poll(() => week.innerText(), { timeout: 15_000 })
        .toMatch(/^This week: 0 of (\d): \1 more keeps your streak$/);
      const goal = Number((await week.innerText()).match(/^This week: 0 of (\d)/)![1]);
      // Joined on a Monday: the whole Mon–Fri week, and no first-week note (a mid-week joiner's is in the fortnight
      // journey).
      expect(goal).toBe(5);
      expect(await todayCard.locator('.today-status__first-week').count()).toBe(0);
      const doneToday = todayCard.getByRole('button', { name: 'Done for today', exact: true });
      await expect
        .poll(async () => (await todayCard.innerText()).includes(carpenterTitle), { timeout: 15_000 })
        .toBe(true);
      // Today's step: day 1 is the quest itself, within the day's minutes.
      const step = todayCard.locator('.today-step');
      await expect.poll(() => step.innerText(), { timeout: 15_000 }).toMatch(/^Today’s step \(day 1 of \d+, \d+ min\)/);
      expect(await step.locator('.today-step__text').innerText()).toContain(`Do the quest “${carpenterTitle}”`);
      const community = page.getByRole('region', { name: 'Community Quests' });
      expect((await todayCard.boundingBox())!.y).toBeLessThan((await community.boundingBox())!.y);
      const doneBox = (await doneToday.boundingBox())!;
      expect(doneBox.y + doneBox.height).toBeLessThanOrEqual(viewport.height);
      await page.getByRole('link', { name: 'Skip to content' }).focus();
      await page.keyboard.press('Enter');
      let tabs = 0;
      while (tabs < 6 && !(await doneToday.evaluate((el) => el === document.activeElement))) {
        await page.keyboard.press('Tab');
        tabs++;
      }
      expect(tabs).toBeLessThanOrEqual(5);
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot('today');

      // The reminder is saved for 18:30 on the plan's days, in this browser's own zone.
      const nextReminder = async () => {
        const { rows } = await sql.query(
          `select d.next_reminder_at from daily_settings d join users u on u.id = d.user_id where u.email = $1`,
          [email],
        );
        return rows[0]?.next_reminder_at ? (rows[0].next_reminder_at as Date).toISOString() : '';
      };
      await expect.poll(nextReminder).not.toBe('');
      const due = await nextReminder();
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const hourCycle = 'h23';
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle });
      expect(local.format(new Date(due))).toBe('18:30');

      // A minute before, the tick leaves it (other journeys' reminders may be due); at that minute it is sent.
      await dev('reminders/tick', 'POST', { at: new Date(Date.parse(due) - 60_000).toISOString() });
      expect(await nextReminder()).toBe(due);
      await dev('clock', 'PUT', { at: due });
      await dev('reminders/tick', 'POST', { at: due });
      expect(await nextReminder()).not.toBe(due);
      const mail = await stack.mail.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your quest'));
      expect(mail.subject).toBe(`Your quest: ${carpenterTitle}`);
      // Next up in the mail is today's step, as on the Today card.
      expect(mail.text).toContain(`Next up: Do the quest “${carpenterTitle}”`);
      const done = mail.text.match(/\S+\/reminders\/done\?token=[\w.-]+/)?.[0];
      expect(done).toBeDefined();

      // The link opens a page that asks first; the GET alone checks nothing in.
      const checkIns = async () => {
        const { rows } = await sql.query(
          `select count(*)::int as n from check_ins c join users u on u.id = c.user_id where u.email = $1`,
          [email],
        );
        return rows[0].n as number;
      };
      await page.goto(done!);
      await page.getByRole('button', { name: 'Mark today as done' }).waitFor();
      expect(await checkIns()).toBe(0);
      await shot('done-link');
      await page.getByRole('button', { name: 'Mark today as done' }).click();
      await page.getByRole('heading', { name: 'Done for today ✓' }).waitFor();
      expect(await checkIns()).toBe(1);
      // The check-in this click made is celebrated as on the dashboard: the burst, and the words said politely.
      const cheer = page.locator('.sq-celebration__message');
      await expect
        .poll(() => cheer.innerText(), { timeout: 10_000 })
        .toBe('Checked in: today counts toward your streak!');
      expect(await cheer.getAttribute('aria-live')).toBe('polite');
      await page.getByTestId('celebration').waitFor({ state: 'attached', timeout: 1_000 });
      await page.getByText(carpenterTitle).first().waitFor();

      // The dashboard's heatmap shows the day.
      await page.goto(`${stack.baseUrl}/dashboard`);
      await page.getByRole('img', { name: /^12 weeks: 1 day checked in/ }).waitFor();
      await page.getByText('Done for today ✓').first().waitFor();
      // The day's step is done: the card says so, and still names it.
      const doneStep = page.getByRole('region', { name: 'Today', exact: true }).locator('.today-step');
      await expect
        .poll(() => doneStep.innerText(), { timeout: 15_000 })
        .toMatch(/^Today’s step \(day 1 of \d+, \d+ min\) · done ✓/);
      expect(await doneStep.getAttribute('class')).toContain('today-step--done');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // The next day is missed. The day after, the week says 1 of its goal, the calendar has the join day alone,
      // and today's step is day 2: a missed day moves the steps on, it does not pile them up or skip one.
      await dev('clock', 'PUT', { at: `${dayAfter(joined, 2)}T12:00:00Z` });
      await page.reload();
      await expect
        .poll(() => week.innerText(), { timeout: 15_000 })
        .toBe(`This week: 1 of ${goal}: ${goal - 1} more keeps your streak`);
      await expect
        .poll(() => doneStep.locator('.today-step__label').innerText())
        .toMatch(/^Today’s step \(day 2 of \d+, \d+ min\)$/);
      const thisWeek = page.locator('.daily-heatmap tr', { hasText: `Week of ${monday}:` });
      expect(await thisWeek.locator('th').textContent()).toBe(`Week of ${monday}: 1 of ${goal} days, in progress`);
      expect(await thisWeek.locator('td').textContent()).toBe(joined);
      await page.getByRole('img', { name: /^12 weeks: 1 day checked in/ }).waitFor();
      // Back to the evening of the check-in for the rest of the journey.
      await dev('clock', 'PUT', { at: due });
      await page.reload();

      // "Explore next" beside the current quest: three jobs close to carpentry, or three of another kind.
      const explore = page.getByRole('region', { name: 'Explore next' });
      const exploreJobs = () => explore.getByRole('list', { name: 'Occupations to try next' }).getByRole('listitem');
      const jobNames = () => exploreJobs().locator('.try-next__occupation').allInnerTexts();
      await expect.poll(() => exploreJobs().count(), { timeout: 15_000 }).toBe(3);
      const close = await jobNames();
      expect(close).not.toContain('Carpenters');
      await explore.getByRole('tab', { name: 'Something different' }).click();
      // The other tab's three, once loaded (its list is empty while it asks).
      const otherKind = async () => {
        const names = await jobNames();
        return names.length === 3 && names.join('|') !== close.join('|');
      };
      await expect.poll(otherKind, { timeout: 15_000 }).toBe(true);
      await exploreJobs()
        .first()
        .getByRole('button', { name: /^Start a quest as / })
        .waitFor();
      await explore.getByRole('tab', { name: 'Close to this' }).click();
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot('dashboard');

      // Finishing the quest: ticking its last milestone asks how it felt.
      await page.getByRole('button', { name: 'Continue Adventure' }).click();
      await page.waitForURL(`${stack.baseUrl}/current-quest`);
      const total = await tickAllMilestones(page);
      const reflection = page.getByRole('dialog', { name: 'How did this quest feel?' });
      await reflection.getByRole('radio', { name: /^5 of 5/ }).click();
      await reflection.getByRole('radio', { name: 'More like this' }).click();
      await reflection.getByLabel(/What surprised you/).fill('Measuring twice really matters');
      // Its backdrop (or the dialog) covers the whole app: the sidebar, the top bar and the feedback corner too.
      const onTop = (x: number, y: number) =>
        page.evaluate(
          ([px, py]) => !!document.elementFromPoint(px, py)?.closest('.sq-dialog-overlay, .sq-dialog'),
          [x, y],
        );
      expect(await onTop(20, viewport.height / 2)).toBe(true);
      expect(await onTop(viewport.width - 30, 30)).toBe(true);
      await shot('reflection');
      await reflection.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Saved to your quest log');

      // A finished quest leads on: "Try next" offers the carpenter's close relatives, each with its quest.
      const tryNext = page.getByRole('dialog', { name: 'Try next' });
      await tryNext.getByText('You enjoyed the work of Carpenters.').waitFor();
      const nextJobs = tryNext.getByRole('list', { name: 'Occupations to try next' }).getByRole('listitem');
      await expect.poll(() => nextJobs.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
      expect(await nextJobs.count()).toBeLessThanOrEqual(5);
      await nextJobs.first().locator('.try-next__quest').waitFor();
      await tryNext.getByText(/information from O\*NET/).waitFor();
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot('try-next');
      // One click: onboarding opens with that job as the answer.
      const nextJob = (await nextJobs.first().locator('.try-next__occupation').innerText()).trim();
      await nextJobs
        .first()
        .getByRole('button', { name: `Start a quest as ${nextJob}` })
        .click();
      await page.waitForURL(/\/onboarding\?redo=1$/);
      await expect
        .poll(() => page.getByLabel(/three parallel universes/).inputValue(), { timeout: 15_000 })
        .toBe(nextJob);

      // The quest log on the dashboard has it; New Quest now puts the enjoyed field first.
      await page.goto(`${stack.baseUrl}/dashboard`);
      const log = page.getByRole('region', { name: 'Quest log' });
      await log.getByText('“Measuring twice really matters”').waitFor();
      await log.getByText(carpenterTitle).waitFor();
      await page.getByRole('button', { name: 'New Quest' }).click();
      await page.waitForURL(`${stack.baseUrl}/onboarding?redo=1`);
      await page.getByLabel(/three parallel universes/).fill(ANSWER);
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(3);
      expect(await title(0)).toBe(carpenterTitle);
      await shot('steered');

      // "Your explorations": the carpentry quest with its day, its milestones and the five stars; the answers
      // point toward hands-on work, and three jobs close to carpentry come next.
      await page.goto(`${stack.baseUrl}/explorations`);
      const tried = page.getByRole('list', { name: 'Quests you tried' }).getByRole('listitem');
      await tried.first().waitFor({ timeout: 15_000 });
      const carpentry = tried.filter({ hasText: 'Carpenters' });
      await expect.poll(() => carpentry.count()).toBe(1);
      const facts = await carpentry.locator('dd').allInnerTexts();
      expect(facts.slice(1)).toEqual([
        '1 day',
        `${total} of ${total}`,
        expect.stringMatching(/^★★★★★ More like this$/),
      ]);
      await page.getByText('Your answers point toward practical, hands-on work, like Carpenters.').waitFor();
      const tryNextHere = page
        .getByRole('region', { name: 'Try next' })
        .getByRole('list', { name: 'Occupations to try next' })
        .getByRole('listitem');
      await expect.poll(() => tryNextHere.count(), { timeout: 15_000 }).toBe(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot('explorations');
      // Whatever this journey left in the browser (React Router's scroll positions included) is in the policy.
      await expectStorageInPolicy(context, page);
      await context.close();
    }, 240_000);
  }
});
