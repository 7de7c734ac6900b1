import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@sidequest/platform-config';
import type { MailService, OutgoingMail } from '@sidequest/platform-mail';
import { launchMailBrowser, MAIL_WIDTHS, viewMails } from '@sidequest/platform-mail/testing';
import { MailAccountNotifier } from './mail-account.notifier';

const APP = 'https://sidequest.example';

/** Every mail a person receives, rendered as their mail client would: read at 600 px and on a phone, checked by axe. */
describe('account mails from the one template set', () => {
  const sent: OutgoingMail[] = [];
  const notifier = new MailAccountNotifier(
    { send: async (mail: OutgoingMail) => void sent.push(mail) } as unknown as MailService,
    {
      appUrl: APP,
      mail: { ownerEmail: 'owner@sidequest.example' },
    } as AppConfig,
  );
  let browser: Browser;

  beforeAll(async () => {
    await notifier.sendConfirmation('ada@example.com', `${APP}/api/auth/confirm?token=c0nf1rm`);
    await notifier.sendPasswordReset('ada@example.com', `${APP}/auth/reset?token=r3s3t`);
    await notifier.sendSignUpAttempt('ada@example.com', {
      signIn: `${APP}/auth?mode=login`,
      passwordReset: `${APP}/auth/reset?token=att3mpt`,
    });
    await notifier.sendSecurityNotice('ada@example.com', {
      kind: 'password_changed',
      at: new Date('2026-11-24T10:00:00Z'),
    });
    await notifier.sendSecurityNotice('ada@example.com', {
      kind: 'google_linked',
      at: new Date('2026-11-24T10:00:00Z'),
    });
    await notifier.sendGoodbye('ada@example.com');
    browser = await launchMailBrowser();
  }, 60_000);
  afterAll(() => browser?.close());

  it('gives each mail both parts, with every link as a button or link in HTML and written out in the text', () => {
    expect(sent.map((m) => m.kind)).toEqual([
      'confirm',
      'reset',
      'signup-attempt',
      'password-changed',
      'google-linked',
      'goodbye',
    ]);
    for (const mail of sent) {
      const links = mail.text.match(/https:\/\/\S+/g) ?? [];
      for (const link of links) expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      expect(mail.html).toContain('<meta name="color-scheme" content="dark light"');
      expect(mail.text).not.toMatch(/<[a-z]/i);
    }
    // The first link in the text is the mail's one action (tests and people alike follow it).
    expect(sent[0].text).toMatch(/Confirm my email:\nhttps:\/\/sidequest\.example\/api\/auth\/confirm\?token=c0nf1rm/);
    expect(sent[2].text.indexOf('mode=login')).toBeLessThan(sent[2].text.indexOf('token=att3mpt'));
  });

  for (const [label, width] of MAIL_WIDTHS) {
    it(`reads well at ${width} px: no axe violations, nothing wider than the screen, the button visible`, async () => {
      await viewMails(browser, width, async (show) => {
        for (const mail of sent) {
          const { page, violations, scrollWidth } = await show(mail.html!, `${mail.kind}-${label}`);
          expect(violations).toEqual([]);
          expect(scrollWidth).toBeLessThanOrEqual(width);
          if (mail.kind !== 'goodbye') await expect(page.getByRole('link').first().isVisible()).resolves.toBe(true);
        }
      });
    });
  }
});
