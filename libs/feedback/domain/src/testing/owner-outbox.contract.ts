import { describe, expect, it } from 'vitest';
import type { OwnerMail } from '../model/owner-mail';
import type { OwnerOutbox } from '../ports/owner-outbox.port';

/** What the outbox holds for one mail, as the worker will deliver it. */
export interface QueuedOwnerMail {
  subject: string;
  text: string;
  replyTo: string | null;
  attachments: { filename: string; contentType: string; content: Uint8Array }[];
}

export interface OwnerOutboxUnderTest {
  outbox: OwnerOutbox;
  /** The transaction the use cases write in (the outbox's own store, or the database's). */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** The mail queued under that message id, or null. */
  queued(messageId: string): Promise<QueuedOwnerMail | null>;
}

const mail = (over: Partial<OwnerMail> = {}): OwnerMail => ({
  messageId: crypto.randomUUID(),
  source: 'support',
  kind: 'support',
  subject: 'Support: Café question ✨',
  text: 'Hello, where do I find my quest?\nThanks!',
  replyTo: 'ada@example.com',
  attachments: [
    { filename: 'screenshot.png', contentType: 'image/png', content: new Uint8Array([137, 80, 78, 71, 0, 255]) },
  ],
  ...over,
});

/** The transactional outbox towards the owner's inbox, for the in-memory store and the platform's mail table alike. */
export function ownerOutboxContract(name: string, setup: () => OwnerOutboxUnderTest | Promise<OwnerOutboxUnderTest>) {
  describe(`OwnerOutbox contract: ${name}`, () => {
    it('keeps a mail queued in a transaction that commits: subject, text, reply-to and files intact', async () => {
      const subject = await setup();
      const queued = mail();
      await subject.transaction(() => subject.outbox.enqueue(queued));
      const found = await subject.queued(queued.messageId);
      expect(found).toMatchObject({ subject: queued.subject, text: queued.text, replyTo: 'ada@example.com' });
      expect(found!.attachments.map((a) => ({ ...a, content: [...a.content] }))).toEqual(
        queued.attachments.map((a) => ({ ...a, content: [...a.content] })),
      );
    });

    it('keeps a mail without reply-to or files', async () => {
      const subject = await setup();
      const queued = mail({ source: 'feedback', kind: 'feedback', replyTo: undefined, attachments: [] });
      await subject.transaction(() => subject.outbox.enqueue(queued));
      expect(await subject.queued(queued.messageId)).toMatchObject({ replyTo: null, attachments: [] });
    });

    it('keeps nothing of a mail whose transaction fails after it was queued', async () => {
      const subject = await setup();
      const queued = mail();
      const failure = new Error('the message could not be stored');
      await expect(
        subject.transaction(async () => {
          await subject.outbox.enqueue(queued);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await subject.queued(queued.messageId)).toBeNull();
    });
  });
}
