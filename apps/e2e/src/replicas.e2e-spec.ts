import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openFeedbackPanel } from './support/feedback-panel';
import { expectToast, signedInThroughUi, uniqueEmail } from './support/journeys';
import { launchBrowser, screenshot, startReplicatedStack, type ReplicatedStack } from './support/stack';

/** The journey as deployed: nginx serves the SPA and round-robins /api/ over two api processes; two workers mail. */
describe('the product behind nginx with two api replicas and two workers', () => {
  let stack: ReplicatedStack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startReplicatedStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const accountButton = (page: Page, email: string) => page.getByRole('button', { name: `Account menu for ${email}` });
  const refreshesAnswered = async () =>
    (await stack.replicas.nginx.proxied()).filter((r) => r.path === '/api/auth/refresh');

  it('keeps the visitor signed in whichever replica answers, mails their feedback once, and signs them out on both', async () => {
    const { context, page, email } = await signedInThroughUi(stack, browser, 'replicas');
    // nginx serves the page with the api's security headers (docker/nginx.conf).
    const document = await page.reload();
    expect(document?.headers()).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    expect(document?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await accountButton(page, email).waitFor();

    // Each reload trades the refresh cookie once. One extra request every other reload shifts round robin,
    // so the rotations land on both replicas whatever number of calls a page load makes.
    const refreshStatuses: number[] = [];
    page.on('response', (res) => res.url().endsWith('/api/auth/refresh') && refreshStatuses.push(res.status()));
    for (let i = 0; i < 4; i++) {
      await page.reload();
      await accountButton(page, email).waitFor();
      if (i % 2 === 0) await fetch(`${stack.baseUrl}/api/health/live`);
    }
    expect(refreshStatuses).toEqual([200, 200, 200, 200]);
    await expect.poll(async () => (await refreshesAnswered()).length).toBeGreaterThanOrEqual(5);
    expect(new Set((await refreshesAnswered()).map((r) => r.upstream))).toEqual(new Set(stack.replicas.apiAddresses));

    const text = `Through nginx ${uniqueEmail('note')}`;
    const panel = await openFeedbackPanel(page);
    await panel.getByRole('textbox', { name: 'Your feedback' }).fill(text);
    await panel.getByRole('button', { name: 'Send Feedback' }).click();
    await expectToast(page, 'Feedback submitted', "Thank you for your feedback! We'll review it soon.");
    await stack.mail.waitFor((m) => m.subject === `Feedback from ${email}` && m.text.includes(text), 20_000);
    await screenshot(page, 'replicas-signed-in');

    const cookie = (await context.cookies()).find((c) => c.name === 'sq_refresh')!.value;
    await page.getByRole('complementary', { name: 'Main navigation' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.waitForURL(`${stack.baseUrl}/auth`);
    // The signed-out cookie is refused by both replicas (two calls in a row: one each).
    const replay = () =>
      fetch(`${stack.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: `sq_refresh=${cookie}` } }).then(
        (r) => r.status,
      );
    expect([await replay(), await replay()]).toEqual([401, 401]);

    // Two workers, yet the feedback mail went out once.
    expect(stack.mail.received.filter((m) => m.text.includes(text))).toHaveLength(1);
    await context.close();
  });
});
