import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { expectToast, signedInThroughUi, toasts, uniqueEmail, withStackAndBrowser } from './support/journeys';
import { asOwnClient, DESKTOP, newPage, PHONE, screenshot, type Stack, VIEWPORTS } from './support/stack';

describe('the support page', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

  async function supportPage(viewport = DESKTOP) {
    const { context, page } = await newPage(browser, viewport);
    await asOwnClient(context);
    await page.goto(`${stack.baseUrl}/support`);
    await page.getByRole('heading', { name: 'Contact Support' }).waitFor();
    return { context, page };
  }

  const fields = (page: Page) => ({
    name: page.getByLabel('Name'),
    email: page.getByLabel('Email'),
    message: page.getByLabel('Message'),
    submit: page.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  });

  it('has the spec’s fields: flags, limits, placeholders, a fixed 6-row box and a live counter out of 2000', async () => {
    const { context, page } = await supportPage();
    const { name, email, message } = fields(page);
    expect(
      await page
        .getByText("Have a question or need help? Send us a message and we'll get back to you as soon as possible.")
        .count(),
    ).toBe(1);
    expect(await name.evaluate((el: HTMLInputElement) => [el.required, el.maxLength, el.placeholder])).toEqual([
      true,
      100,
      'Your name',
    ]);
    expect(await email.evaluate((el: HTMLInputElement) => [el.required, el.maxLength, el.type])).toEqual([
      true,
      255,
      'email',
    ]);
    expect(
      await message.evaluate((el: HTMLTextAreaElement) => [
        el.required,
        el.maxLength,
        el.placeholder,
        el.rows,
        getComputedStyle(el).resize,
      ]),
    ).toEqual([true, 2000, 'How can we help you?', 6, 'none']);
    await page.getByText('0/2000', { exact: true }).waitFor();
    await message.pressSequentially('Hello there');
    await page.getByText('11/2000', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await context.close();
  });

  it('shows the first failing rule as an error toast, in the spec’s order', async () => {
    const { context, page } = await supportPage();
    const { name, email, message, submit } = fields(page);
    await submit.click();
    await expectToast(page, 'Name is required');
    await name.fill('Ada');
    await email.fill('not-an-address');
    await submit.click();
    await expectToast(page, 'Invalid email address');
    await email.fill('ada@example.com');
    await message.fill('   ');
    await submit.click();
    await expectToast(page, 'Message is required');
    await context.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`sends on ${label}: "Sending..." with a spinner, the success toast, a cleared form and the owner's mail`, async () => {
      const { context, page } = await supportPage(viewport);
      expect(await axeViolations(page)).toEqual([]);
      const { name, email, message, submit } = fields(page);
      const sender = uniqueEmail(`support-${label}`);
      const text = `  My quest plan will not save (${label}).  `;
      await name.fill('  Ada Lovelace  ');
      await email.fill(sender);
      await message.fill(text);
      // Hold the request a moment so the sending state can be seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/support', async (route) => {
        await held;
        await route.continue();
      });
      await submit.click();
      const sending = page.getByRole('button', { name: 'Sending...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      expect(await sending.locator('.sq-spinner').count()).toBe(1);
      await screenshot(page, `support-sending-${label}`);
      release();

      await expectToast(page, "Message sent successfully! We'll get back to you soon.");
      await page.getByRole('button', { name: 'Send Message' }).waitFor();
      expect([await name.inputValue(), await email.inputValue(), await message.inputValue()]).toEqual(['', '', '']);
      await page.getByText('0/2000', { exact: true }).waitFor();
      await screenshot(page, `support-sent-${label}`);

      const mail = await stack.mail.waitFor(
        (m) => m.subject === 'Support: Ada Lovelace' && m.text.includes(sender),
        20_000,
      );
      const parsed = await simpleParser(mail.raw);
      expect(parsed.replyTo?.text).toBe(sender);
      expect(parsed.text).toContain(`My quest plan will not save (${label}).`);
      expect(parsed.text).not.toContain(text);
      await context.close();
    });
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`on ${label}, from the sidebar, fills in a signed-in person's address, which they can still change`, async () => {
      const {
        context,
        page,
        email: signedIn,
      } = await signedInThroughUi(stack, browser, `support-in-${label}`, viewport);
      await page.getByRole('heading', { name: 'Begin your quest' }).waitFor();
      if (viewport === PHONE) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.locator('#app-sidebar').getByRole('link', { name: 'Support', exact: true }).click();
      await page.waitForURL(`${stack.baseUrl}/support`);
      await page.getByRole('heading', { name: 'Contact Support' }).waitFor();
      const form = page.getByRole('form', { name: 'Contact support' });
      const email = form.getByLabel('Email');
      await expect.poll(() => email.inputValue(), { timeout: 15_000 }).toBe(signedIn);
      expect(await email.isEditable()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `support-signed-in-${label}`);

      const other = uniqueEmail(`support-other-${label}`);
      await email.fill(other);
      await form.getByLabel('Name').fill('Ada');
      await form.getByLabel('Message').fill('Writing from my other address.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expectToast(page, "Message sent successfully! We'll get back to you soon.");
      await stack.mail.waitFor((m) => m.subject === 'Support: Ada' && m.text.includes(other), 20_000);
      // Cleared for the next message, with the signed-in address filled in again.
      expect(await form.getByLabel('Message').inputValue()).toBe('');
      expect(await email.inputValue()).toBe(signedIn);
      await context.close();
    }, 120_000);
  }

  it('keeps the form and logs the error when sending fails', async () => {
    const { context, page } = await supportPage();
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route('**/api/support', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"The database is unavailable"}' }),
    );
    const { name, email, message, submit } = fields(page);
    await name.fill('Grace');
    await email.fill('grace@example.com');
    await message.fill('Is anyone there?');
    await submit.click();
    await expectToast(page, 'Failed to send message. Please try again.');
    expect(await toasts(page).locator('.sq-toast--destructive').count()).toBe(1);
    expect([await name.inputValue(), await email.inputValue(), await message.inputValue()]).toEqual([
      'Grace',
      'grace@example.com',
      'Is anyone there?',
    ]);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(logged.some((line) => line.includes('Support message failed'))).toBe(true);
    await screenshot(page, 'support-failed-desktop');
    await context.close();
  });
});
