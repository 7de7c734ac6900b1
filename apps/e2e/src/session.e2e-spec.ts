import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, type Stack } from './support/stack';
import { PASSWORD, signedInThroughUi, withStackAndBrowser } from './support/journeys';

describe('the session across reloads and tabs', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  const signedIn = () => signedInThroughUi(stack, browser, 'tabs');

  const accountButton = (page: Page, email: string) => page.getByRole('button', { name: `Account menu for ${email}` });

  it('keeps several tabs opened at once signed in (refreshes never reuse a rotated cookie)', async () => {
    const { context, page, email } = await signedIn();
    // Holds every refresh that starts within the same second and lets them go together: a real race.
    let gate: Promise<void> | null = null;
    let refreshes = 0;
    await context.route('**/api/auth/refresh', async (route) => {
      refreshes += 1;
      gate ??= new Promise<void>((resolve) => setTimeout(resolve, 1500)).then(() => {
        gate = null;
      });
      await gate;
      await route.continue();
    });
    const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
    await Promise.all(tabs.map((tab) => tab.goto(`${stack.baseUrl}/dashboard`)));
    for (const tab of tabs) await accountButton(tab, email).waitFor();
    await context.unroute('**/api/auth/refresh');
    expect(refreshes).toBeGreaterThanOrEqual(1);

    // Had two tabs sent the same cookie, the server would have revoked the family and this would land on /auth.
    await page.reload();
    await accountButton(page, email).waitFor();
    expect(page.url()).toBe(`${stack.baseUrl}/onboarding`);
    await context.close();
  });

  it('signs the other tabs out, and back in, with the first', async () => {
    const { context, page, email } = await signedIn();
    const other = await context.newPage();
    await other.goto(`${stack.baseUrl}/dashboard`);
    await accountButton(other, email).waitFor();
    // What the plan cache and the landing quiz leave behind, plus a key that is not ours.
    await page.evaluate(() => {
      for (const key of ['sq.plan.u.q', 'sq.current-quest.u', 'sq.quiz-answers', 'not-ours'])
        localStorage.setItem(key, '{}');
    });

    await page.getByRole('complementary', { name: 'Main navigation' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    // Sign-out leaves nothing of the user in this browser's storage.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['not-ours']);
    // No reload in the other tab: it heard the sign-out, and its protected screen sent it to Sign in, saying why.
    await other.waitForURL(`${stack.baseUrl}/auth?mode=login`);
    await other.getByRole('heading', { name: 'Sign in' }).waitFor();
    await other.getByText('You were signed out. Sign in to pick up where you left off.').waitFor();
    expect(await other.getByRole('complementary', { name: 'Main navigation' }).count()).toBe(0);

    await page.goto(`${stack.baseUrl}/auth?mode=login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    // The other tab, on /auth, adopts the new session and follows the profile check.
    await other.waitForURL(`${stack.baseUrl}/onboarding`);
    await accountButton(other, email).waitFor();
    await context.close();
  });

  it('refreshes the access token once and retries when an api call answers 401', async () => {
    const { context, page } = await signedIn();
    const refreshes: number[] = [];
    page.on('response', (res) => res.url().endsWith('/api/auth/refresh') && refreshes.push(res.status()));
    let meCalls = 0;
    await page.route('**/api/me', async (route) => {
      meCalls += 1;
      // The first call plays an access token that just expired.
      if (meCalls === 1) await route.fulfill({ status: 401, json: { error: 'Unauthorized' } });
      else await route.continue();
    });

    await page.goto(`${stack.baseUrl}/`);
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    expect({ meCalls, refreshes }).toEqual({ meCalls: 2, refreshes: [200, 200] });
    await context.close();
  });

  it('sends no refresh call from a browser that never had a session (no sq_session hint), and logs no error', async () => {
    const { context, page } = await newPage(browser);
    const refreshes: string[] = [];
    const errors: string[] = [];
    page.on('request', (req) => void (req.url().endsWith('/api/auth/refresh') && refreshes.push(req.url())));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    for (const path of ['/', '/auth', '/policy', '/support', '/no/such/page']) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.locator('main h1').first().waitFor();
    }
    // A signed-in user's browser has the hint: the test above sees its refresh on the same landing page.
    expect({ refreshes, errors }).toEqual({ refreshes: [], errors: [] });
    await context.close();
  });

  it('sends the old /quest-progress address on to /current-quest, keeping its query string and hash', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${stack.baseUrl}/quest-progress?from=mail#schedule`);
    await page.waitForURL(`${stack.baseUrl}/current-quest?from=mail#schedule`);
    await page.getByRole('heading', { level: 1, name: 'Quest Progress' }).waitFor();
    await context.close();
  });

  it('sends a returning person whose session ended to Sign in, saying so', async () => {
    const { context, page } = await signedIn();
    // The refresh cookie is gone (expired, or revoked); the browser's "had a session" hint is still there.
    await context.clearCookies({ name: 'sq_refresh' });
    await page.goto(`${stack.baseUrl}/current-quest`);
    await page.waitForURL(`${stack.baseUrl}/auth?mode=login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByText('You were signed out. Sign in to pick up where you left off.').waitFor();
    await context.close();
  });

  it('sends a visitor whose refresh cookie is gone to /auth from a protected screen', async () => {
    const { context, page } = await signedIn();
    await context.clearCookies();
    await page.goto(`${stack.baseUrl}/current-quest`);
    await page.waitForURL(`${stack.baseUrl}/auth`);
    await page.getByRole('heading', { name: 'Create account' }).waitFor();
    await context.close();
  });
});
