import { describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { expectToast, questCards, signedInThroughUi, toasts, withStackAndBrowser } from './support/journeys';
import { screenshot, VIEWPORTS, type Stack } from './support/stack';

/** The message shown at a field: the element its aria-describedby names, once it is marked invalid. */
async function fieldError(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const error = ids.split(' ').find((id) => id.endsWith('-error'));
  expect(error, `${label} names its error`).toBeTruthy();
  return (await page.locator(`[id="${error}"]`).innerText()).trim();
}

describe('Modify Quest refuses nonsense at the field and saves nothing', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  for (const [label, viewport] of VIEWPORTS) {
    it(`shows each bad value at its field on ${label}`, async () => {
      const { context, page } = await signedInThroughUi(stack, browser, `plan-editor-${label}`, viewport);
      const shot = (name: string) => screenshot(page, `plan-editor-${name}-${label}`);

      await page.getByLabel(/three parallel universes/).fill('nurse, carpenter, teacher');
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      const cards = questCards(page);
      await expect.poll(() => cards.count()).toBe(3);
      await cards.nth(1).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save & Start Quest' }).click();
      await page.waitForURL(`${stack.baseUrl}/dashboard`);
      // The plan as shown: its milestones with their days, and its schedule.
      const shownPlan = async () => {
        await page.locator('.dashboard__schedule').waitFor();
        return [
          await page.locator('.dashboard__milestones').innerText(),
          await page.locator('.dashboard__schedule').innerText(),
        ].join('\n');
      };
      const before = await shownPlan();
      expect(before).toContain('Mon–Fri: 30 minutes per day');

      const edits: Request[] = [];
      page.on(
        'request',
        (r) => void (r.method() === 'PATCH' && r.url().includes('/quests/current/plan') && edits.push(r)),
      );
      await page.getByRole('button', { name: 'Modify Quest' }).click();
      const minutes = page.getByLabel('Minutes per day', { exact: true });
      const save = page.getByRole('button', { name: 'Save Changes' });

      for (const [typed, message] of [
        ['99999', 'Minutes per day must be at most 480'],
        ['500', 'Minutes per day must be at most 480'],
        ['0', 'Minutes per day must be at least 5'],
      ] as const) {
        await minutes.fill(typed);
        await save.click();
        await expect.poll(() => fieldError(page, 'Minutes per day')).toBe(message);
      }
      await shot('minutes');

      await minutes.fill('30');
      await page.getByLabel('Target day for milestone 1', { exact: true }).fill('9');
      await page.getByLabel('Target day for milestone 2', { exact: true }).fill('5');
      await save.click();
      expect(await fieldError(page, 'Target day for milestone 2')).toBe("Target day must be after milestone 1's day 9");
      expect(await page.getByLabel('Minutes per day', { exact: true }).getAttribute('aria-invalid')).toBeNull();
      await shot('target-days');

      await page.getByLabel('Target day for milestone 2', { exact: true }).fill('10');
      const planDays = page.getByRole('group', { name: 'Plan days' });
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
        await planDays.getByLabel(day, { exact: true }).uncheck();
      await save.click();
      await planDays.getByRole('alert').getByText('Choose at least one plan day', { exact: true }).waitFor();
      await shot('plan-days');

      expect(edits).toHaveLength(0);
      expect(await toasts(page).getByText('Plan updated.', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.reload();
      expect(await shownPlan()).toBe(before);

      // A sensible edit still saves, plan days with it.
      await page.getByRole('button', { name: 'Modify Quest' }).click();
      await minutes.fill('45');
      for (const day of ['Tuesday', 'Thursday']) await page.getByLabel(day, { exact: true }).uncheck();
      await save.click();
      await expectToast(page, 'Plan updated.');
      await page.getByText('Mon, Wed & Fri: 45 minutes per day').first().waitFor();
      expect(edits).toHaveLength(1);
      await context.close();
    }, 180_000);
  }
});
