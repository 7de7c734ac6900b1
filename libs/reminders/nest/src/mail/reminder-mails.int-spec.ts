import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindAccountEmail, FindAccountEmails } from '@sidequest/accounts-domain';
import type { AppConfig } from '@sidequest/platform-config';
import { fillMail, type FilledMail, type MailService, type OutgoingMail } from '@sidequest/platform-mail';
import { launchMailBrowser, MAIL_WIDTHS, viewMails } from '@sidequest/platform-mail/testing';
import type { ReminderLinkAction, ReminderMessage } from '@sidequest/reminders-domain';
import { reminderChannelContract } from '@sidequest/reminders-domain/testing';
import { HmacReminderLinks } from './hmac-reminder-links';
import { MailReminderChannel } from './mail-reminder.channel';

const APP = 'https://sidequest.example';
const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

/** The platform outbox as the channel sees it, keeping what it is handed; Bob has no address any more. */
function mailChannel(config: AppConfig) {
  const sent: OutgoingMail[] = [];
  const batched: FilledMail[] = [];
  const channel = new MailReminderChannel(
    {
      send: async (mail: OutgoingMail) => void sent.push(mail),
      sendMany: async (mails: FilledMail[]) => void batched.push(...mails),
    } as unknown as MailService,
    {
      execute: async ({ userId }: { userId: string }) => (userId === BOB ? null : 'ada@example.com'),
    } as FindAccountEmail,
    {
      execute: async ({ userIds }: { userIds: string[] }) =>
        new Map(userIds.filter((id) => id !== BOB).map((id) => [id, 'ada@example.com'])),
    } as FindAccountEmails,
    config,
  );
  return { channel, sent, batched };
}

reminderChannelContract('mail through the platform outbox', async () => {
  const { channel, sent, batched } = mailChannel({ appUrl: APP } as AppConfig);
  return {
    channel,
    reachable: ALICE,
    unreachable: BOB,
    // Each mail as the person reads it: the single sends, then the batch's with their links filled in.
    delivered: async () =>
      [...sent, ...batched.map((m) => ({ ...m, ...fillMail(m.body, m.fills) }))].map((m) => ({
        userId: m.to === 'ada@example.com' ? ALICE : m.to,
        says: `${m.subject}\n${m.text}\n${JSON.stringify(m.headers)}`,
      })),
  };
});

/** The reminders, from the one template set, rendered as a mail client would: at 600 px and on a phone, checked by axe. */
describe('reminder mails', () => {
  const config = { appUrl: APP, auth: { jwtSecret: 'x'.repeat(40) } } as AppConfig;
  const links = new HmacReminderLinks(config);
  const { channel: mailer, sent, batched } = mailChannel(config);
  /** A reminder as the tick hands it over: its links signed for the person's day, each with its own id. */
  const signed = (m: Omit<ReminderMessage, 'links'>): ReminderMessage => {
    const link = (action: ReminderLinkAction) =>
      links.sign({ action, userId: m.userId, localDate: m.localDate, id: crypto.randomUUID() });
    return { ...m, links: { done: link('done'), unsubscribe: link('unsubscribe'), resume: link('resume') } };
  };
  let browser: Browser;

  beforeAll(async () => {
    const base = { userId: ALICE, questTitle: 'Become a nurse', localDate: '2026-11-30' };
    expect(await mailer.send(signed({ ...base, nextMilestone: 'Shadow a shift', pausesNow: false }))).toBe(true);
    expect(await mailer.send(signed({ ...base, nextMilestone: 'Shadow a shift', pausesNow: false }))).toBe(true);
    expect(await mailer.send(signed({ ...base, nextMilestone: null, pausesNow: true }))).toBe(true);
    expect(await mailer.send(signed({ ...base, userId: BOB, nextMilestone: null, pausesNow: false }))).toBe(false);
    browser = await launchMailBrowser();
  }, 60_000);
  afterAll(() => browser?.close());

  it('names the quest and next milestone, links Done for today and unsubscribe with their own signed tokens', () => {
    expect(sent.map((m) => m.kind)).toEqual(['reminder', 'reminder', 'reminder']);
    const [first, second, seventh] = sent;
    expect(first.text).toMatch(/Become a nurse/);
    expect(first.text).toMatch(/Next up: Shadow a shift\./);
    const done = first.text.match(/\/reminders\/done\?token=([\w.-]+)/)![1];
    expect(links.verify(done)).toMatchObject({ action: 'done', userId: ALICE, localDate: '2026-11-30' });
    const unsubscribe = first.headers!['List-Unsubscribe'].match(/token=([\w.-]+)>$/)![1];
    expect(links.verify(unsubscribe)).toMatchObject({ action: 'unsubscribe', userId: ALICE });
    expect(first.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The same words rendered once, each mail with its own tokens.
    expect(second.text).not.toContain(done);
    expect(seventh.text).toMatch(/reminders pause now/);
    expect(seventh.text).toMatch(/Keep reminding me:\nhttps:\/\/sidequest\.example\/reminders\/resume\?token=/);
    expect(first.text).not.toMatch(/pause/);
    for (const mail of sent) {
      for (const link of mail.text.match(/https:\/\/\S+/g) ?? [])
        expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      expect(mail.text).not.toMatch(/SQTOKEN|<[a-z]/i);
      expect(mail.html).not.toMatch(/SQTOKEN/);
    }
  });

  it('a batch: the same mails in one outbox write, one shared body with each mail’s own links, leaving out a person without an address', async () => {
    const base = { questTitle: 'Become a nurse', localDate: '2026-11-30', nextMilestone: 'Shadow a shift' };
    const stored = await mailer.sendMany([
      signed({ ...base, userId: ALICE, pausesNow: false }),
      signed({ ...base, userId: BOB, pausesNow: false }),
      signed({ ...base, userId: ALICE, pausesNow: false }),
    ]);
    expect(stored).toEqual(new Set([ALICE]));
    expect(batched).toHaveLength(2);
    expect(batched[1].body).toBe(batched[0].body);
    const [mail, again] = batched.map((m) => ({ ...m, ...fillMail(m.body, m.fills) }));
    expect(mail).toMatchObject({ kind: 'reminder', to: 'ada@example.com', subject: sent[0].subject });
    // Filled, the batch's mail is the single mail with its own links.
    const tokensOut = (text: string) => text.replace(/token=[\w.-]+/g, 'token=T');
    expect(tokensOut(mail.text)).toBe(tokensOut(sent[0].text));
    expect(tokensOut(mail.html!)).toBe(tokensOut(sent[0].html!));
    expect(mail.text).not.toMatch(/SQTOKEN/);
    expect(mail.html).not.toMatch(/SQTOKEN/);
    expect(again.text).not.toBe(mail.text);
    expect(mail.text).toMatch(/Next up: Shadow a shift\./);
    const done = mail.text.match(/\/reminders\/done\?token=([\w.-]+)/)![1];
    expect(links.verify(done)).toMatchObject({ action: 'done', userId: ALICE, localDate: '2026-11-30' });
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailer.sendMany([])).toEqual(new Set());
  });

  it('refuses a token whose signature or payload was changed, or signed with another secret', () => {
    const token = links.sign({ action: 'done', userId: ALICE, localDate: '2026-11-30', id: 'abc' });
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ a: 'done', u: BOB, d: '2026-11-30', j: 'abc' })).toString('base64url');
    expect(links.verify(`${other}.${signature}`)).toBeNull();
    expect(links.verify(`${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(links.verify(`${payload}.${signature}.x`)).toBeNull();
    const stranger = new HmacReminderLinks({ auth: { jwtSecret: 'y'.repeat(40) } } as AppConfig);
    expect(stranger.verify(token)).toBeNull();
  });

  for (const [label, width] of MAIL_WIDTHS) {
    it(`reads well at ${width} px: no axe violations, nothing wider than the screen, the button visible`, async () => {
      await viewMails(browser, width, async (show) => {
        for (const [name, mail] of [
          ['reminder', sent[0]],
          ['reminder-pause', sent[2]],
        ] as const) {
          const { page, violations, scrollWidth } = await show(mail.html!, `${name}-${label}`);
          expect(violations).toEqual([]);
          expect(scrollWidth).toBeLessThanOrEqual(width);
          await expect(page.getByRole('link', { name: 'Done for today' }).isVisible()).resolves.toBe(true);
        }
      });
    });
  }
});
