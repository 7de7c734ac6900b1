import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  asOwnClient,
  createConfirmedAccount,
  DESKTOP,
  newPage,
  PHONE,
  screenshot,
  type Stack,
  VIEWPORTS,
} from './support/stack';
import {
  PASSWORD,
  uniqueEmail,
  expectToast,
  withStackAndBrowser,
  toasts,
  signUpAndConfirm,
  submitSignUp,
} from './support/journeys';

/** Records every path the tab shows and whether the signed-out frame ever rendered, from the first byte of each load. */
const RECORD_FRAMES = `
  window.__seen = { paths: [], publicShell: false };
  new MutationObserver(() => {
    const seen = window.__seen;
    if (seen.paths[seen.paths.length - 1] !== location.pathname) seen.paths.push(location.pathname);
    // index.html carries the landing pre-rendered, hidden on this path by its guard: a shown shell counts.
    if (document.querySelector('.public-shell')?.checkVisibility()) seen.publicShell = true;
  }).observe(document, { subtree: true, childList: true });
`;

describe('accounts in the browser', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  async function openAuth(viewport = DESKTOP, path = '/auth') {
    const { context, page } = await newPage(browser, viewport);
    await asOwnClient(context);
    await page.goto(`${stack.baseUrl}${path}`);
    return { context, page };
  }

  it('signs up, confirms from the mail, stays signed in across a reload, signs out and back in', async () => {
    const email = uniqueEmail('hero');
    const { context, page } = await openAuth();
    await context.addInitScript(RECORD_FRAMES);

    await page.getByRole('heading', { name: 'Create account' }).waitFor();
    expect(await page.title()).toMatch(/^Create account/);
    await signUpAndConfirm(page, email, stack.baseUrl, (match) => stack.mail.waitFor(match));
    await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
    await page.getByRole('button', { name: `Account menu for ${email}` }).waitFor();

    // A reload trades the httpOnly cookie for a new access token before any frame is chosen.
    await page.reload();
    await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { paths: string[]; publicShell: boolean } }).__seen,
    );
    expect(seen.publicShell).toBe(false);
    expect(seen.paths).not.toContain('/auth');
    expect(page.url()).toBe(`${stack.baseUrl}/onboarding`);

    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Log out' }).click();
    await expectToast(page, 'Signed out', 'See you next time!');
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.getByRole('button', { name: 'Begin' }).waitFor();

    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.waitForURL(`${stack.baseUrl}/auth`);
    await page.locator('.auth-switch').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toMatch(/^Sign in/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectToast(page, 'Welcome back.');
    await page.waitForURL(`${stack.baseUrl}/onboarding`);

    // With a session, /auth and / hand over to the profile check.
    await page.goto(`${stack.baseUrl}/auth`);
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    await page.goto(`${stack.baseUrl}/`);
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    await context.close();
  });

  it('shows the notices for missing fields and a mismatched confirmation without calling the api', async () => {
    const { context, page } = await openAuth(PHONE);
    const calls: string[] = [];
    page.on('request', (req) => req.url().includes('/api/auth/signup') && calls.push(req.url()));

    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Missing information', 'Please enter email and password.');

    await page.getByLabel('Email').fill(uniqueEmail('typo'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, "Passwords don't match", 'Please make sure both passwords are the same.');
    expect(calls).toEqual([]);
    await context.close();
  });

  it("shows the server's reason when sign-in fails, with the button busy while it waits", async () => {
    const email = uniqueEmail('wrong');
    await createConfirmedAccount(stack, email, PASSWORD);
    const { context, page } = await openAuth(DESKTOP, '/auth?mode=login');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await submit.click();
    await expect.poll(() => submit.isDisabled()).toBe(true);
    expect(await submit.getAttribute('aria-busy')).toBe('true');
    release();

    await expectToast(page, 'Authentication failed', 'Invalid email or password');
    expect(await submit.isEnabled()).toBe(true);
    expect(page.url()).toBe(`${stack.baseUrl}/auth?mode=login`);
    await context.close();
  });

  it('explains that an unconfirmed address must be confirmed first', async () => {
    const email = uniqueEmail('unconfirmed');
    const { context, page } = await openAuth();
    await submitSignUp(page, email);

    await page.locator('.auth-switch').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectToast(page, 'Authentication failed');
    expect(await toasts(page).innerText()).toMatch(/confirm your email/i);
    await context.close();
  });

  it('says Google sign-in is unavailable when the server has no Google configuration', async () => {
    const { context, page } = await openAuth();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expectToast(page, 'Google sign-in unavailable');
    expect(await toasts(page).innerText()).toMatch(/GOOGLE_CLIENT_ID/);
    expect(page.url()).toBe(`${stack.baseUrl}/auth`);
    await context.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`lays out both modes of /auth on ${label}`, async () => {
      const { context, page } = await openAuth(viewport);
      await page.getByRole('heading', { name: 'Create account' }).waitFor();
      for (const field of ['Email', 'Confirm password']) expect(await page.getByLabel(field).isVisible()).toBe(true);
      expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('email');
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe('new-password');
      expect(await page.getByRole('link', { name: 'Forgot password?' }).isVisible()).toBe(true);
      await screenshot(page, `auth-signup-${label}`);

      await page.locator('.auth-switch').getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.getByLabel('Confirm password').count()).toBe(0);
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe('current-password');
      await screenshot(page, `auth-login-${label}`);

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }
});
