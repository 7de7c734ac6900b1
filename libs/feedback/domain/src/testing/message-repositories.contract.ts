import type { Result } from '@sidequest/kernel';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../model/attachment';
import { FeedbackMessage } from '../model/feedback-message.entity';
import { SupportMessage } from '../model/support-message.entity';
import type { FeedbackRepository, SupportMessageRepository } from '../ports/message-repositories.port';
import { SAMPLE_FILES } from './sample-files';

/** A message repository with the transaction it joins and a way to read back what it stored. */
export interface MessageRepositoryUnderTest<R, M> {
  repository: R;
  /** The transaction the use cases write in (the store's own, or the database's). */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** The message stored under this id, or null. */
  stored(id: string): Promise<M | null>;
}

const NOW = new Date('2026-11-27T09:30:00Z');

const unwrap = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const file = (kind: Attachment['kind'], content: Uint8Array): Attachment =>
  kind === 'screenshot'
    ? { kind, mime: 'image/png', filename: 'screenshot.png', size: content.length, content }
    : { kind, mime: 'audio/ogg', filename: 'voice-note.ogg', size: content.length, content };

/** What a caller sees of a feedback message: its fields and each file's bytes (in no promised order). */
const seen = (message: FeedbackMessage | null) => {
  if (!message) return null;
  const { attachments, ...fields } = message.snapshot();
  return {
    ...fields,
    attachments: attachments
      .map((a) => ({ ...a, content: [...a.content] }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  };
};

/** FeedbackRepository's contract, for the in-memory store and the Postgres adapter alike. */
export function feedbackRepositoryContract(
  name: string,
  setup: () =>
    | MessageRepositoryUnderTest<FeedbackRepository, FeedbackMessage>
    | Promise<MessageRepositoryUnderTest<FeedbackRepository, FeedbackMessage>>,
) {
  describe(`FeedbackRepository contract: ${name}`, () => {
    const message = (over: Partial<Parameters<typeof FeedbackMessage.create>[0]> = {}) =>
      unwrap(
        FeedbackMessage.create({
          id: crypto.randomUUID(),
          text: 'The plan page is lovely ✨ but the button is hidden',
          senderUserId: crypto.randomUUID(),
          senderEmail: 'ada@example.com',
          page: '/plan?day=3',
          attachments: [file('screenshot', SAMPLE_FILES.png(300)), file('voice', SAMPLE_FILES.oggOpus(200))],
          now: NOW,
          ...over,
        }),
      );

    it('keeps a message added in a transaction: text, sender, page and each file’s bytes', async () => {
      const subject = await setup();
      const sent = message();
      await subject.transaction(() => subject.repository.add(sent));
      expect(seen(await subject.stored(sent.id))).toEqual(seen(sent));
      expect(await subject.stored(crypto.randomUUID())).toBeNull();
    });

    it('keeps a signed-out message with files only: no text, sender or page', async () => {
      const subject = await setup();
      const sent = message({ text: '', senderUserId: null, senderEmail: null, page: null });
      await subject.transaction(() => subject.repository.add(sent));
      expect(seen(await subject.stored(sent.id))).toMatchObject({
        text: '',
        senderUserId: null,
        senderEmail: null,
        page: null,
      });
      expect(seen(await subject.stored(sent.id))).toEqual(seen(sent));
    });

    it('keeps a message without files', async () => {
      const subject = await setup();
      const sent = message({ attachments: [] });
      await subject.transaction(() => subject.repository.add(sent));
      expect(seen(await subject.stored(sent.id))).toEqual({ ...seen(sent), attachments: [] });
    });

    it('keeps nothing of a message whose transaction fails after it was added', async () => {
      const subject = await setup();
      const sent = message();
      const failure = new Error('the outbox could not be written');
      await expect(
        subject.transaction(async () => {
          await subject.repository.add(sent);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await subject.stored(sent.id)).toBeNull();
    });

    it('refuses a second message with the same id and keeps the first', async () => {
      const subject = await setup();
      const first = message();
      await subject.transaction(() => subject.repository.add(first));
      const again = message({ id: first.id, text: 'a replacement', attachments: [] });
      await expect(subject.transaction(() => subject.repository.add(again))).rejects.toThrow();
      expect(seen(await subject.stored(first.id))).toEqual(seen(first));
    });
  });
}

/** SupportMessageRepository's contract, for the in-memory store and the Postgres adapter alike. */
export function supportMessageRepositoryContract(
  name: string,
  setup: () =>
    | MessageRepositoryUnderTest<SupportMessageRepository, SupportMessage>
    | Promise<MessageRepositoryUnderTest<SupportMessageRepository, SupportMessage>>,
) {
  describe(`SupportMessageRepository contract: ${name}`, () => {
    const message = (over: Partial<Parameters<typeof SupportMessage.create>[0]> = {}) =>
      unwrap(
        SupportMessage.create({
          id: crypto.randomUUID(),
          senderUserId: crypto.randomUUID(),
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          message: 'Where do I find my quest? Café ✨\nThanks!',
          now: NOW,
          ...over,
        }),
      );

    it('keeps a message added in a transaction: name, e-mail, text and the signed-in sender', async () => {
      const subject = await setup();
      const sent = message();
      await subject.transaction(() => subject.repository.add(sent));
      expect((await subject.stored(sent.id))?.snapshot()).toEqual(sent.snapshot());
      expect(await subject.stored(crypto.randomUUID())).toBeNull();
    });

    it('keeps a signed-out sender’s message with no user id', async () => {
      const subject = await setup();
      const sent = message({ senderUserId: null });
      await subject.transaction(() => subject.repository.add(sent));
      expect((await subject.stored(sent.id))?.snapshot()).toEqual({ ...sent.snapshot(), senderUserId: null });
    });

    it('keeps nothing of a message whose transaction fails after it was added', async () => {
      const subject = await setup();
      const sent = message();
      const failure = new Error('the outbox could not be written');
      await expect(
        subject.transaction(async () => {
          await subject.repository.add(sent);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await subject.stored(sent.id)).toBeNull();
    });

    it('refuses a second message with the same id and keeps the first', async () => {
      const subject = await setup();
      const first = message();
      await subject.transaction(() => subject.repository.add(first));
      const again = message({ id: first.id, message: 'a replacement' });
      await expect(subject.transaction(() => subject.repository.add(again))).rejects.toThrow();
      expect((await subject.stored(first.id))?.snapshot()).toEqual(first.snapshot());
    });
  });
}
