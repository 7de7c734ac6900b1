import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock, InMemoryRateLimiter } from '@sidequest/kernel/testing';
import { InMemoryFeedbackStore } from '../testing/in-memory-feedback';
import { MagicBytesDetector } from '../testing/magic-bytes-detector';
import { SAMPLE_FILES } from '../testing/sample-files';
import { buildFeedbackUseCases } from '../feedback-use-cases';

let n = 0;
const ids = { next: () => `msg-${++n}` };

function kit() {
  const clock = new FixedClock(new Date('2026-06-01T12:00:30Z'));
  const store = new InMemoryFeedbackStore();
  const { submitFeedback, submitSupportMessage } = buildFeedbackUseCases({
    feedback: store.feedbackRepository,
    messages: store.supportRepository,
    outbox: store,
    unitOfWork: store,
    detector: new MagicBytesDetector(),
    rateLimiter: new InMemoryRateLimiter(clock),
    ids,
    clock,
  });
  return {
    clock,
    store,
    feedback: submitFeedback,
    support: submitSupportMessage,
  };
}

let k: ReturnType<typeof kit>;
beforeEach(() => (k = kit()));
const ip = '203.0.113.7';

describe('SubmitFeedback', () => {
  it('stores the message with its files and the owner mail together', async () => {
    const result = await k.feedback.execute({
      text: ' Great app ',
      page: '/dashboard',
      sender: { userId: 'u1', email: 'a@example.com' },
      screenshot: { content: SAMPLE_FILES.png(), declaredMime: 'image/png' },
      voice: { content: SAMPLE_FILES.webm() },
    });
    expect(result.ok).toBe(true);
    const [stored] = k.store.feedback;
    expect(result.ok && result.value.id).toBe(stored.id);
    expect(stored.attachments.map((a) => a.filename)).toEqual(['screenshot.png', 'voice-note.webm']);
    expect([stored.senderUserId, stored.senderEmail]).toEqual(['u1', 'a@example.com']);
    expect(k.store.outbox).toHaveLength(1);
    expect(k.store.outbox[0]).toMatchObject({
      messageId: stored.id,
      source: 'feedback',
      subject: 'Feedback from a@example.com',
    });
    expect(k.store.outbox[0].attachments[0].content).toEqual(SAMPLE_FILES.png());
  });

  it('sends signed-out feedback as anonymous', async () => {
    await k.feedback.execute({ text: 'Hello', sender: null });
    expect(k.store.outbox[0].subject).toBe('Feedback from anonymous');
  });

  it('stores nothing for empty, disguised or oversized input', async () => {
    const empty = await k.feedback.execute({ text: '  ', sender: null });
    const disguised = await k.feedback.execute({
      text: 'x',
      sender: null,
      screenshot: { content: SAMPLE_FILES.exe(), declaredMime: 'image/png' },
    });
    const oversized = await k.feedback.execute({
      text: 'x',
      sender: null,
      voice: { content: SAMPLE_FILES.webm(3 * 1024 * 1024 + 1) },
    });
    expect([empty, disguised, oversized].map((r) => !r.ok && r.error.kind)).toEqual([
      'invalid',
      'unsupported_media_type',
      'payload_too_large',
    ]);
    expect(k.store.feedback).toEqual([]);
    expect(k.store.outbox).toEqual([]);
  });

  it('rolls the message back when its mail cannot be stored', async () => {
    k.store.failNextOutboxWrite = true;
    await expect(k.feedback.execute({ text: 'Hi', sender: null })).rejects.toThrow('outbox write failed');
    expect(k.store.feedback).toEqual([]);
  });
});

describe('rate limits per client address', () => {
  /** As the api does: admitted before the upload is read, then checked and stored. */
  const sendFeedback = async (text: string, address = ip) => {
    const admitted = await k.feedback.admit(address);
    return admitted.ok ? k.feedback.execute({ text, sender: null }) : admitted;
  };

  it('allows 5 messages a minute over feedback and support, then says when to retry', async () => {
    for (let i = 0; i < 3; i++) expect((await sendFeedback(`f${i}`)).ok).toBe(true);
    for (let i = 0; i < 2; i++)
      expect(
        (await k.support.execute({ name: 'Ada', email: 'ada@example.com', message: `s${i}`, clientAddress: ip })).ok,
      ).toBe(true);
    const refused = await sendFeedback('sixth');
    expect(!refused.ok && refused.error.kind).toBe('rate_limited');
    expect(!refused.ok && refused.error.details).toEqual({ retryAfterSeconds: 30 });
    expect(!refused.ok && refused.error.message).toBe(
      'Too many messages from your connection. Please try again in 30 seconds.',
    );
    expect(k.store.feedback).toHaveLength(3);
    expect((await sendFeedback('other', '198.51.100.1')).ok).toBe(true);
  });

  it('counts an attempt at admission, also one whose message is then refused', async () => {
    for (let i = 0; i < 5; i++) expect((await k.feedback.admit(ip)).ok).toBe(true);
    expect((await k.feedback.admit(ip)).ok).toBe(false);
    expect(k.store.feedback).toHaveLength(0);
  });

  it('allows 50 a day', async () => {
    for (let i = 0; i < 50; i++) {
      expect((await sendFeedback(`f${i}`)).ok, `message ${i}`).toBe(true);
      if (i % 5 === 4) k.clock.advance(60_000);
    }
    const refused = await sendFeedback('one too many');
    expect(!refused.ok && refused.error.message).toMatch(/try again in \d+ hours/);
  });
});

describe('SubmitSupportMessage', () => {
  it('stores the message and a mail with Reply-To the sender', async () => {
    const result = await k.support.execute({
      name: ' Ada ',
      email: 'ada@example.com',
      message: 'Where is my plan?',
      clientAddress: ip,
    });
    expect(result.ok).toBe(true);
    expect(k.store.support[0].name).toBe('Ada');
    expect(k.store.outbox[0]).toMatchObject({ source: 'support', subject: 'Support: Ada', replyTo: 'ada@example.com' });
  });

  it("answers with the spec's first failing message and stores nothing", async () => {
    const result = await k.support.execute({ name: '', email: 'bad', message: '', clientAddress: ip });
    expect(!result.ok && result.error.message).toBe('Name is required');
    expect(k.store.support).toEqual([]);
  });
});
