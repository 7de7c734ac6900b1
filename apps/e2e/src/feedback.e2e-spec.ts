import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import {
  chooseScreenshot,
  controlBox,
  elementsUnderControl,
  feedbackControl,
  feedbackPanel,
  microphoneTracks,
  openFeedbackPanel,
  refuseMicrophone,
  watchMicrophone,
} from './support/feedback-panel';
import { expectToast, signedInThroughUi, toasts, uniqueEmail, withStackAndBrowser } from './support/journeys';
import { asOwnClient, DESKTOP, FAKE_MICROPHONE, newPage, screenshot, type Stack, VIEWPORTS } from './support/stack';

const note = (label: string) => `${label} ${uniqueEmail('note')}`;

describe('the feedback control and its Send Feedback panel', () => {
  let stack: Stack, browser: Browser;
  withStackAndBrowser((s, b) => ([stack, browser] = [s, b]), {}, FAKE_MICROPHONE);

  /** A signed-out visitor on a page of their own, acting from an address of their own (rate limits are per address). */
  async function visitor(viewport: typeof DESKTOP, path = '/support', prepare?: (page: Page) => Promise<void>) {
    const { context, page } = await newPage(browser, viewport);
    await asOwnClient(context);
    await watchMicrophone(context);
    await prepare?.(page);
    await page.goto(`${stack.baseUrl}${path}`);
    await feedbackControl(page).waitFor();
    return { context, page };
  }

  const send = (panel: ReturnType<typeof feedbackPanel>) => panel.getByRole('button', { name: 'Send Feedback' });
  const record = (panel: ReturnType<typeof feedbackPanel>) => panel.getByRole('button', { name: 'Record' });
  const stop = (panel: ReturnType<typeof feedbackPanel>) => panel.getByRole('button', { name: /^Stop \d:\d\d$/ });

  for (const [label, viewport] of VIEWPORTS) {
    it(`sits at the top right of every screen on ${label}, signed out and signed in, covering none of its controls`, async () => {
      const { context, page } = await visitor(viewport, '/');
      const covered: Record<string, string[]> = {};
      const check = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(`${stack.baseUrl}${path}`);
        await ready();
        await page.waitForTimeout(300);
        const box = await controlBox(page);
        expect(box.y).toBeLessThan(12);
        expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
        const under = await elementsUnderControl(page);
        if (under.length) covered[path] = under;
      };
      const heading = () => page.locator('main h1').first().waitFor();
      for (const path of ['/', '/auth', '/auth?mode=login', '/policy', '/support', '/no/such/page'])
        await check(path, heading);
      await screenshot(page, `feedback-control-landing-${label}`);
      await context.close();

      const signedIn = await signedInThroughUi(stack, browser, `corner-${label}`, viewport);
      const account = signedIn.page.getByRole('button', { name: `Account menu for ${signedIn.email}` });
      await account.waitFor();
      await signedIn.page.getByRole('button', { name: 'Close notification' }).click();
      const user = await account.boundingBox();
      const control = await controlBox(signedIn.page);
      // The user control ends before the feedback control begins, on the same top bar.
      expect(user && user.x + user.width).toBeLessThanOrEqual(control.x);
      for (const path of ['/onboarding', '/dashboard', '/current-quest', '/browse-quests', '/support']) {
        await signedIn.page.goto(`${stack.baseUrl}${path}`);
        await account.waitFor();
        await signedIn.page.locator('main h1').first().waitFor();
        await signedIn.page.waitForTimeout(300);
        const under = await elementsUnderControl(signedIn.page);
        if (under.length) covered[`signed-in ${path}`] = under;
      }
      await screenshot(signedIn.page, `feedback-control-signed-in-${label}`);
      expect(covered).toEqual({});
      await signedIn.context.close();
    });

    it(`opens the panel by keyboard on ${label}, axe-clean, and Escape gives focus back`, async () => {
      const { context, page } = await visitor(viewport, '/');
      await feedbackControl(page).focus();
      await page.keyboard.press('Enter');
      const panel = feedbackPanel(page);
      await panel.getByRole('heading', { name: 'Send Feedback' }).waitFor();
      expect(await feedbackControl(page).getAttribute('aria-expanded')).toBe('true');
      expect(await panel.getByRole('textbox', { name: 'Your feedback' }).getAttribute('placeholder')).toBe(
        'Tell me what you think...',
      );
      expect(await send(panel).isDisabled()).toBe(true);
      const box = await panel.boundingBox();
      expect(box && box.x).toBeGreaterThanOrEqual(0);
      expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `feedback-panel-${label}`);

      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe(
        'Tell me what you think...',
      );
      await page.keyboard.type('Typed by keyboard');
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
      expect(await feedbackControl(page).evaluate((el) => el === document.activeElement)).toBe(true);
      // The draft waits for the next opening.
      await page.keyboard.press('Enter');
      expect(await panel.getByRole('textbox', { name: 'Your feedback' }).inputValue()).toBe('Typed by keyboard');
      await context.close();
    });
  }

  it('records a voice note with a countdown and progress, then removes it and resets the timer', async () => {
    const { context, page } = await visitor(DESKTOP);
    const panel = await openFeedbackPanel(page);
    await record(panel).click();
    await stop(panel).waitFor();
    const meter = panel.getByRole('progressbar', { name: 'Voice note length' });
    await meter.waitFor();
    await expect.poll(() => panel.getByText(/^0:0[2-9] \/ 2:00$/).count(), { timeout: 10_000 }).toBe(1);
    expect(await stop(panel).innerText()).toMatch(/Stop\s+1:5[0-8]/);
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(2);
    expect(await send(panel).isDisabled()).toBe(true);
    await screenshot(page, 'feedback-recording-desktop');

    await stop(panel).click();
    await expectToast(page, 'Voice note recorded');
    expect(
      await toasts(page)
        .getByText(/^Duration: 0:0[2-9]$/)
        .count(),
    ).toBe(1);
    const badge = panel.getByText(/^Voice note \(0:0[2-9]\)$/);
    await badge.waitFor();
    expect(await microphoneTracks(page)).toEqual(['ended']);
    expect(await send(panel).isEnabled()).toBe(true);
    await record(panel).waitFor();
    await screenshot(page, 'feedback-voice-note-desktop');

    await panel.getByRole('button', { name: 'Remove voice note' }).click();
    expect(await badge.count()).toBe(0);
    expect(await meter.count()).toBe(0);
    expect(await send(panel).isDisabled()).toBe(true);
    // A new recording counts from 0:00 again.
    await record(panel).click();
    await panel.getByText(/^0:0[01] \/ 2:00$/).waitFor();
    const recorded = await toasts(page).getByText('Voice note recorded', { exact: true }).count();
    await stop(panel).click();
    await expect.poll(() => toasts(page).getByText('Voice note recorded', { exact: true }).count()).toBe(recorded + 1);
    await context.close();
  });

  it('stops by itself at 2:00 (with the page clock fast-forwarded), keeps the audio and releases the microphone', async () => {
    const { context, page } = await visitor(DESKTOP, '/support', (p) => p.clock.install());
    const panel = await openFeedbackPanel(page);
    await record(panel).click();
    await stop(panel).waitFor();
    // The Stop button shows while the microphone is still being granted; the recording's clock starts once it is.
    await expect.poll(() => microphoneTracks(page)).toEqual(['live']);
    // Real time keeps flowing under the fake clock: ten seconds of slack before the limit, however busy the machine.
    await page.clock.fastForward('01:50');
    const elapsed = panel.getByText(/\/ 2:00$/);
    await expect.poll(() => elapsed.innerText()).toMatch(/^1:5\d \/ 2:00$/);
    expect(await stop(panel).innerText()).toMatch(/Stop\s+0:(0\d|10)/);
    await page.clock.fastForward('00:15');
    await expectToast(page, 'Voice note recorded', 'Duration: 2:00');
    await panel.getByText('Voice note (2:00)', { exact: true }).waitFor();
    await record(panel).waitFor();
    expect(await microphoneTracks(page)).toEqual(['ended']);
    expect(await send(panel).isEnabled()).toBe(true);
    await context.close();
  });

  it('sends text, a real screenshot and a voice note; the owner gets both files byte for byte and the draft is cleared', async () => {
    const { context, page } = await visitor(DESKTOP);
    const png = await page.screenshot();
    const panel = await openFeedbackPanel(page);
    const picker = await chooseScreenshot(page, panel, { name: 'my-screen.png', mimeType: 'image/png', buffer: png });
    expect(picker).toEqual({ accept: 'image/png,image/jpeg,image/webp,image/gif', multiple: false });
    await panel.getByText('Screenshot attached', { exact: true }).waitFor();
    const recordClicked = Date.now();
    await record(panel).click();
    await panel.getByText(/^0:01 \/ 2:00$/).waitFor();
    await stop(panel).click();
    await panel.getByText(/^Voice note \(0:0\d\)$/).waitFor();
    const text = note('The quest cards glow nicely.');
    await panel.getByRole('textbox', { name: 'Your feedback' }).fill(`  ${text}  `);
    await screenshot(page, 'feedback-ready-desktop');

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST'),
      send(panel).click(),
    ]);
    await expectToast(page, 'Feedback submitted', "Thank you for your feedback! We'll review it soon.");
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    const mail = await stack.mail.waitFor(
      (m) => m.subject === 'Feedback from anonymous' && m.text.includes(text),
      20_000,
    );
    const parsed = await simpleParser(mail.raw);
    expect(parsed.text).toContain('Page: /support');
    const byName = Object.fromEntries(parsed.attachments.map((a) => [a.filename, a]));
    expect(Object.keys(byName).sort()).toEqual(['screenshot.png', 'voice-note.webm']);
    expect(byName['screenshot.png'].content.equals(png)).toBe(true);
    const voice = byName['voice-note.webm'].content;
    expect(voice.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    // The owner can listen to it: the mailed bytes decode as audio of at least the second the timer showed,
    // and no longer than the time since Record was pressed (a bound that a slow machine stretches too).
    const seconds = await page.evaluate(
      async (bytes) => {
        const audio = new AudioContext();
        const decoded = await audio.decodeAudioData(new Uint8Array(bytes).buffer);
        await audio.close();
        return decoded.duration;
      },
      [...voice],
    );
    expect(seconds).toBeGreaterThan(0.8);
    expect(seconds).toBeLessThan((Date.now() - recordClicked) / 1000);

    // Sent: the panel closed; opened again it is empty.
    await expect.poll(() => feedbackPanel(page).count()).toBe(0);
    const again = await openFeedbackPanel(page);
    expect(await again.getByRole('textbox', { name: 'Your feedback' }).inputValue()).toBe('');
    expect(await again.getByText('Screenshot attached').count()).toBe(0);
    expect(await again.getByText(/^Voice note/).count()).toBe(0);
    expect(await send(again).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows every failure toast: no feedback, a refused microphone, a disguised file (with the api reason) and a lost connection', async () => {
    const { context, page } = await visitor(DESKTOP, '/support', async (p) => refuseMicrophone(p.context()));
    const panel = await openFeedbackPanel(page);
    const destructive = (title: string) => toasts(page).locator('.sq-toast--destructive', { hasText: title });

    await record(panel).click();
    await expectToast(page, 'Recording failed', 'Unable to access microphone');
    expect(await destructive('Recording failed').count()).toBe(1);
    await record(panel).waitFor();

    const box = panel.getByRole('textbox', { name: 'Your feedback' });
    await box.fill('   ');
    expect(await send(panel).isDisabled()).toBe(true);
    await box.press('Control+Enter');
    await expectToast(page, 'No feedback provided', 'Please add text, screenshot, or voice note');
    expect(await destructive('No feedback provided').count()).toBe(1);

    await chooseScreenshot(page, panel, {
      name: 'cat.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is plain text wearing a .png name'),
    });
    await panel.getByText('Screenshot attached', { exact: true }).waitFor();
    await send(panel).click();
    await expectToast(page, 'Submission failed', 'Please try again or contact support');
    const reason = panel.getByRole('alert');
    await reason.waitFor();
    expect(await reason.innerText()).toMatch(
      /^The screenshot must be .*It says it is image\/png, but its content is not a recognised file type\.$/,
    );
    expect(await destructive('Submission failed').count()).toBeGreaterThan(0);
    await screenshot(page, 'feedback-api-reason-desktop');

    // Removing the bad file clears the reason; a lost connection keeps the draft for another try.
    await panel.getByRole('button', { name: 'Remove screenshot' }).click();
    expect(await reason.count()).toBe(0);
    await page.route('**/api/feedback', (route) => route.abort('connectionfailed'));
    await box.fill('Are you there?');
    const failures = await toasts(page).getByText('Submission failed', { exact: true }).count();
    await send(panel).click();
    await expect
      .poll(() => toasts(page).getByText('Submission failed', { exact: true }).count())
      .toBeGreaterThan(failures);
    expect(await box.inputValue()).toBe('Are you there?');
    await context.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`sends as the signed-in user on ${label}, from the corner and from the sidebar's Give Feedback popover`, async () => {
      const { context, page, email } = await signedInThroughUi(stack, browser, `feedback-${label}`, viewport);
      await watchMicrophone(context);
      await page.getByRole('button', { name: 'Close notification' }).click();

      // The sidebar's popover opens the same form, sharing the draft with the corner's panel.
      if (label === 'phone') await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.locator('#app-sidebar').getByRole('button', { name: 'Give Feedback' }).click();
      const popover = page.getByRole('dialog', { name: 'Give Feedback' });
      await popover.getByRole('heading', { name: 'Send Feedback' }).waitFor();
      const text = note(`Signed in on ${label}.`);
      await popover.getByRole('textbox', { name: 'Your feedback' }).fill(text);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `feedback-sidebar-popover-${label}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => popover.count()).toBe(0);
      if (label === 'phone') {
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('#app-sidebar').isVisible()).toBe(false);
      }

      const panel = await openFeedbackPanel(page);
      expect(await panel.getByRole('textbox', { name: 'Your feedback' }).inputValue()).toBe(text);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `feedback-panel-signed-in-${label}`);
      await send(panel).click();
      await expectToast(page, 'Feedback submitted', "Thank you for your feedback! We'll review it soon.");

      const mail = await stack.mail.waitFor(
        (m) => m.subject === `Feedback from ${email}` && m.text.includes(text),
        20_000,
      );
      const parsed = await simpleParser(mail.raw);
      expect(parsed.replyTo?.text).toBe(email);
      expect(parsed.text).toContain('Page: /onboarding');
      expect(parsed.attachments).toEqual([]);
      await context.close();
    });
  }
});
