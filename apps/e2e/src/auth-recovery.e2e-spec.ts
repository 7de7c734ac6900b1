import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { firstLink } from '@sidequest/platform-mail/testing';
import { asOwnClient, createConfirmedAccount, newPage, PHONE, screenshot, type Stack } from './support/stack';
import {
  uniqueEmail,
  expectToast,
  withStackAndBrowser,
  toasts,
  signedInThroughUi,
  closeToasts,
  PASSWORD,
} from './support/journeys';

/** The password every account starts with, and the one `signedInThroughUi` signs in with. */
const OLD_PASSWORD = PASSWORD;
const NEW_PASSWORD = 'staple dragon lantern';

describe('account recovery in the browser', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  it('resets a forgotten password from the mailed link and signs in with it', async () => {
    const email = uniqueEmail('forgetful');
    await createConfirmedAccount(stack, email, OLD_PASSWORD);
    const { context, page } = await newPage(browser);
    await asOwnClient(context);

    await page.goto(`${stack.baseUrl}/auth?mode=login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${stack.baseUrl}/auth?mode=forgot`);
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, 'Check your email', 'If an account exists for that address, we sent a reset link.');

    const mail = await stack.mail.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
    const link = firstLink(mail);
    expect(new URL(link).pathname + new URL(link).searchParams.get('mode')).toBe('/authreset');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}?`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectToast(page, "Passwords don't match");

    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectToast(page, 'Password updated');
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    await page.getByRole('button', { name: `Account menu for ${email}` }).waitFor();

    // The old password no longer works; the new one does.
    await page.getByRole('complementary', { name: 'Main navigation' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.goto(`${stack.baseUrl}/auth?mode=login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectToast(page, 'Authentication failed', 'Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectToast(page, 'Welcome back.');
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    await context.close();
  });

  it('opens a mailed reset link even in a browser that is already signed in', async () => {
    const { context, page, email } = await signedInThroughUi(stack, browser, 'signed-in-reset');

    await fetch(`${stack.baseUrl}/api/auth/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const mail = await stack.mail.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
    await page.goto(firstLink(mail));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectToast(page, 'Password updated');
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    await context.close();
  });

  it('answers the same for an unknown address, and refuses a made-up reset link', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await asOwnClient(context);
    await page.goto(`${stack.baseUrl}/auth?mode=forgot`);
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, 'Check your email', 'If an account exists for that address, we sent a reset link.');
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'auth-forgot-phone');

    await page.goto(`${stack.baseUrl}/auth?mode=reset&token=not-a-real-reset-token`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectToast(page, 'Authentication failed');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('says so when a confirmation link is invalid or expired', async () => {
    const { context, page } = await newPage(browser);
    await asOwnClient(context);
    await page.goto(`${stack.baseUrl}/api/auth/confirm?token=expired-or-made-up`);
    await expectToast(page, 'Confirmation link invalid');
    expect(await toasts(page).innerText()).toMatch(/invalid or has expired/);
    // Shown once: the notice leaves the address so a reload does not repeat it.
    await expect.poll(() => page.url()).toBe(`${stack.baseUrl}/auth`);
    await page.getByRole('heading', { name: 'Create account' }).waitFor();
    await context.close();
  });

  it('a confirmation link opened in another browser confirms the address but asks to sign in', async () => {
    const email = uniqueEmail('elsewhere');
    // Signed up from one browser (a plain request here), the link opened in another.
    const signup = await fetch(`${stack.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.1` },
      body: JSON.stringify({ email, password: OLD_PASSWORD }),
    });
    expect(signup.status).toBe(201);
    const mail = await stack.mail.waitFor((m) => m.to.includes(email) && /confirm/i.test(m.subject));
    const { context, page } = await newPage(browser);
    await asOwnClient(context);
    await page.goto(firstLink(mail));
    await expectToast(page, 'Address confirmed, please sign in');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('sq_refresh');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${stack.baseUrl}/onboarding`);
    await context.close();
  });

  it('changes the password on /account: a common one is refused, then this browser stays signed in', async () => {
    const { context, page, email } = await signedInThroughUi(stack, browser, 'changer');
    await page.goto(`${stack.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await screenshot(page, 'account-change-password-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'account-change-password-phone');

    const fill = async (next: string) => {
      await page.getByLabel('Current password').fill(OLD_PASSWORD);
      await page.getByLabel('New password', { exact: true }).fill(next);
      await page.getByLabel('Confirm new password').fill(next);
      await page.getByRole('button', { name: 'Change password' }).click();
    };
    await fill('password123');
    await expectToast(
      page,
      'Password not changed',
      'This password is one of the most common ones and easy to guess. Please choose another.',
    );
    await closeToasts(page);
    await fill(NEW_PASSWORD);
    await expectToast(page, 'Password changed');
    expect(await page.getByLabel('Current password').inputValue()).toBe('');

    // Still signed in here after a reload (the new refresh cookie), and the new password signs in elsewhere.
    await page.reload();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    const login = (password: string) =>
      fetch(`${stack.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.252.${Math.floor(Math.random() * 250)}.1`,
        },
        body: JSON.stringify({ email, password }),
      });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect((await login(OLD_PASSWORD)).status).toBe(401);
    await context.close();
  }, 120_000);
});
