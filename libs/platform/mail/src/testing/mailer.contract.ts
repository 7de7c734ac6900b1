import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../mailer.port';
import type { DecodedMail } from '../decode-mail';

export interface MailerUnderTest {
  mailer: Mailer;
  /** What reached the other side, decoded. */
  delivered(): Promise<DecodedMail[]>;
  dispose(): Promise<void>;
}

/** The behaviour every Mailer must show; run against the dev outbox and SMTP into a sink. */
export function mailerContract(kind: string, make: () => Promise<MailerUnderTest>) {
  describe(`Mailer contract: ${kind}`, () => {
    let subject: MailerUnderTest | undefined;
    afterEach(async () => {
      await subject?.dispose();
      subject = undefined;
    });

    it('delivers sender, recipient, subject and body intact, including non-ASCII text', async () => {
      subject = await make();
      await subject.mailer.deliver(
        {
          id: 'a1b2',
          to: 'hero@example.com',
          subject: 'Your quest awaits ✨',
          text: 'Café at 8? Open https://sidequest.local/auth?token=abc_123-XYZ to continue.',
        },
        'SideQuest <no-reply@sidequest.local>',
      );
      const [mail] = await subject.delivered();
      expect(mail.from).toContain('no-reply@sidequest.local');
      expect(mail.to).toContain('hero@example.com');
      expect(mail.subject).toBe('Your quest awaits ✨');
      expect(mail.text).toContain('Café at 8?');
      expect(mail.text).toContain('https://sidequest.local/auth?token=abc_123-XYZ');
    });

    it('carries extra headers such as List-Unsubscribe (RFC 8058)', async () => {
      subject = await make();
      await subject.mailer.deliver(
        {
          id: 'h1',
          to: 'hero@example.com',
          subject: 'Reminder',
          text: 'Body',
          headers: {
            'List-Unsubscribe': '<https://sidequest.local/api/progress/reminder-links/unsubscribe?token=t.k>',
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        'a@b.c',
      );
      const [mail] = await subject.delivered();
      // Long headers are folded onto a second line (RFC 5322); unfolded, they read as sent.
      const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      expect(head).toMatch(
        /^List-Unsubscribe: <https:\/\/sidequest\.local\/api\/progress\/reminder-links\/unsubscribe\?token=t\.k>$/m,
      );
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    });

    it('keeps each mail separately', async () => {
      subject = await make();
      for (const n of [1, 2, 3]) {
        await subject.mailer.deliver(
          { id: `m${n}`, to: `p${n}@example.com`, subject: `Mail ${n}`, text: `Body ${n}` },
          'a@b.c',
        );
      }
      const subjects = (await subject.delivered()).map((m) => m.subject).sort();
      expect(subjects).toEqual(['Mail 1', 'Mail 2', 'Mail 3']);
    });
  });
}
