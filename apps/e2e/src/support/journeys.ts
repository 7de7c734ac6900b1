import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { firstLink } from '@sidequest/platform-mail/testing';
import {
  asOwnClient,
  createConfirmedAccount,
  DESKTOP,
  launchBrowser,
  newPage,
  startStack,
  type ColorScheme,
  type Stack,
} from './stack';

export const PASSWORD = 'correct horse battery';
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Starts the whole product and a browser for the enclosing describe, and stops both after it. */
export function withStackAndBrowser(
  use: (stack: Stack, browser: Browser) => void,
  env: Record<string, string> = {},
  browserArgs: string[] = [],
): void {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack(env);
    browser = await launchBrowser(browserArgs);
    use(stack, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
}

/** A confirmed account, signed in through the /auth form in a fresh context of its own; lands on /onboarding. */
export async function signedInThroughUi(
  stack: Pick<Stack, 'baseUrl' | 'mail'>,
  browser: Browser,
  name: string,
  viewport = DESKTOP,
  colorScheme: ColorScheme = 'dark',
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const email = uniqueEmail(name);
  await createConfirmedAccount(stack, email, PASSWORD);
  const { context, page } = await newPage(browser, viewport, colorScheme);
  await asOwnClient(context);
  await page.goto(`${stack.baseUrl}/auth?mode=login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${stack.baseUrl}/onboarding`);
  return { context, page, email };
}

/** Fills and sends the Create account form (the page shows it); the "Check your email" toast follows. */
export async function submitSignUp(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Create account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Check your email', 'Confirm your address to finish signup.');
}

/** Signs up through the form, follows the mailed confirmation link in the same browser, and lands on /onboarding. */
export async function signUpAndConfirm<M extends { to: string | string[]; subject: string; text: string }>(
  page: Page,
  email: string,
  baseUrl: string,
  waitForMail: (match: (mail: M) => boolean) => Promise<M>,
): Promise<void> {
  await submitSignUp(page, email);
  const mail = await waitForMail((m) => m.to.includes(email) && /confirm/i.test(m.subject));
  await page.goto(firstLink(mail));
  await page.waitForURL(`${baseUrl}/onboarding`);
}

export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/**
 * Waits for a toast with exactly this title (and description, when given). An earlier toast with
 * the same words may still be showing (two milestones ticked in a row), so any one of them counts.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await toasts(page).getByText(title, { exact: true }).first().waitFor();
  if (description) await toasts(page).getByText(description, { exact: true }).first().waitFor();
}

/**
 * Closes every toast through its own close button, clicked inside the page. A locator per button would go stale as
 * the list shrinks (and then wait out its whole timeout), and in sonner's collapsed stack the toasts overlap, so a
 * pointer click on an older one would land on the newer one above it.
 */
export async function closeToasts(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page
          .evaluate(() => {
            for (const button of document.querySelectorAll<HTMLButtonElement>(
              '[data-sonner-toast] [data-close-button]',
            ))
              button.click();
          })
          .catch(() => undefined); // a navigation in between: the next poll clicks on the new page
        return toasts(page).locator('li').count();
      },
      { timeout: 40_000 },
    )
    .toBe(0);
}

/** The generated quest cards of onboarding (not the "Did you mean" buttons under them). */
export const questCards = (page: Page) =>
  page.getByRole('list', { name: 'Generated quests' }).locator('button.onboarding__quest');

/** Turns the api's dev clock (quests, plans, progress: a picked quest, check-ins, streaks) to `at`, an ISO instant. */
export async function setDevClock(stack: Pick<Stack, 'baseUrl'>, at: string): Promise<void> {
  const res = await fetch(`${stack.baseUrl}/dev/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at }),
  });
  expect(res.status).toBe(200);
}

/** Ticks every milestone on /current-quest in order, each saved before the next; answers how many there are. */
export async function tickAllMilestones(page: Page): Promise<number> {
  const boxes = page.getByRole('checkbox');
  await boxes.first().waitFor();
  const total = await boxes.count();
  for (let i = 0; i < total; i++) {
    await boxes.nth(i).click();
    await page.getByText(`${i + 1} of ${total} milestones completed`).waitFor();
  }
  return total;
}
