import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { firstLink } from '@sidequest/platform-mail/testing';
import { asOwnClient, createConfirmedAccount, newPage, PHONE, screenshot, type Stack } from './support/stack';
import { uniqueEmail, expectToast, withStackAndBrowser, toasts } from './support/journeys';

const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple dragon lantern';


describe('account recovery in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  withStackAndBrowser((s, b) => {
    stack = s;
    browser = b;
  });

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
    const email = uniqueEmail('signed-in-reset');
    await createConfirmedAccount(stack, email, OLD_PASSWORD);
    const { context, page } = await newPage(browser);
    await asOwnClient(context);
    await page.goto(`${stack.baseUrl}/auth?mode=login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${stack.baseUrl}/onboarding`);

    await fetch(`${stack.baseUrl}/api/auth/password/forgot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
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
});
