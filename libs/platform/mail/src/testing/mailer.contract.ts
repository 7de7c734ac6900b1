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
    /** A fresh mailer delivers one mail to hero@example.com; what the other side got, decoded. */
    const deliverOne = async (mail: Omit<Parameters<Mailer['deliver']>[0], 'to'>, from: string) => {
      subject = await make();
      await subject.mailer.deliver({ ...mail, to: 'hero@example.com' }, from);
      const [delivered] = await subject.delivered();
      return delivered;
    };

    it('delivers sender, recipient, subject and body intact, including non-ASCII text', async () => {
      const mail = await deliverOne(
        {
          id: 'a1b2',
          subject: 'Your quest awaits ✨',
          text: 'Café at 8? Open https://sidequest.local/auth?token=abc_123-XYZ to continue.',
        },
        'SideQuest <no-reply@sidequest.local>',
      );
      expect(mail.from).toContain('no-reply@sidequest.local');
      expect(mail.to).toContain('hero@example.com');
      expect(mail.subject).toBe('Your quest awaits ✨');
      expect(mail.text).toContain('Café at 8?');
      expect(mail.text).toContain('https://sidequest.local/auth?token=abc_123-XYZ');
    });

    it('carries extra headers such as List-Unsubscribe (RFC 8058)', async () => {
      const mail = await deliverOne(
        {
          id: 'h1',
          subject: 'Reminder',
          text: 'Body',
          headers: {
            'List-Unsubscribe': '<https://sidequest.local/api/progress/reminder-links/unsubscribe?token=t.k>',
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        'a@b.c',
      );
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
