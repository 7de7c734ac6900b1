import { describe, expect, it } from 'vitest';
import type { Attachment } from './attachment';
import { FeedbackMessage, NO_FEEDBACK } from './feedback-message.entity';
import { renderFeedbackMail, renderSupportMail } from './owner-mail';
import { SUPPORT_RULES, SupportMessage } from './support-message.entity';

const now = new Date('2026-06-01T12:00:00Z');
const shot: Attachment = {
  kind: 'screenshot',
  mime: 'image/png',
  filename: 'screenshot.png',
  size: 2048,
  content: new Uint8Array([1, 2, 3]),
};
const voice: Attachment = {
  kind: 'voice',
  mime: 'audio/webm',
  filename: 'voice-note.webm',
  size: 40_960,
  content: new Uint8Array([4, 5]),
};
/** Feedback `f1`, anonymous, with no attachments, made `now`, but for the given fields. */
const feedback = (fields: Partial<Parameters<typeof FeedbackMessage.create>[0]>) =>
  FeedbackMessage.create({ id: 'f1', senderEmail: null, attachments: [], now, ...fields });

describe('FeedbackMessage', () => {
  it('trims the text and keeps sender, page and attachments', () => {
    const result = feedback({
      text: '  Love the quests!  ',
      senderEmail: 'a@example.com',
      page: '/dashboard',
      attachments: [shot],
    });
    expect(result.ok && result.value.snapshot()).toEqual({
      id: 'f1',
      text: 'Love the quests!',
      senderUserId: null,
      senderEmail: 'a@example.com',
      page: '/dashboard',
      attachments: [shot],
      createdAt: now,
    });
  });

  it('needs text, a screenshot or a voice note', () => {
    const empty = feedback({ text: '   ' });
    expect(!empty.ok && [empty.error.kind, empty.error.message]).toEqual(['invalid', NO_FEEDBACK]);
    expect(feedback({ text: '', attachments: [voice] }).ok).toBe(true);
  });

  it('allows 5,000 characters after trimming and not one more', () => {
    expect(feedback({ text: ` ${'x'.repeat(5000)} ` }).ok).toBe(true);
    const long = feedback({ text: 'x'.repeat(5001) });
    expect(!long.ok && long.error.message).toBe('Feedback must be at most 5,000 characters (this one has 5,001).');
  });
});

describe('SupportMessage', () => {
  const valid = { id: 's1', name: ' Ada ', email: ' ada@example.com ', message: ' Help me, please. ', now };

  it('trims every field', () => {
    const result = SupportMessage.create(valid);
    expect(result.ok && result.value.snapshot()).toEqual({
      id: 's1',
      senderUserId: null,
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Help me, please.',
      createdAt: now,
    });
  });

  it.each([
    [{ name: '  ', email: 'nope', message: '' }, SUPPORT_RULES.nameRequired],
    [{ name: 'x'.repeat(101), email: 'nope' }, SUPPORT_RULES.nameMax],
    [{ email: 'not an email', message: '' }, SUPPORT_RULES.emailInvalid],
    [{ email: `${'a'.repeat(250)}@example.com` }, SUPPORT_RULES.emailMax],
    [{ message: '   ' }, SUPPORT_RULES.messageRequired],
    [{ message: 'm'.repeat(2001) }, SUPPORT_RULES.messageMax],
  ])('reports the first failing rule in the spec order: %#', (change, expected) => {
    const result = SupportMessage.create({ ...valid, ...change });
    expect(!result.ok && result.error.message).toBe(expected);
  });

  it('accepts the limits themselves', () => {
    expect(SupportMessage.create({ ...valid, name: 'n'.repeat(100), message: 'm'.repeat(2000) }).ok).toBe(true);
  });
});

describe('owner mail', () => {
  it('renders feedback with the sender, page, text and named attachments', () => {
    const message = feedback({
      text: 'The lock icon is lovely.',
      senderEmail: 'a@example.com',
      page: '/browse-quests',
      attachments: [shot, voice],
    });
    if (!message.ok) throw new Error('invalid');
    const mail = renderFeedbackMail(message.value);
    expect(mail.subject).toBe('Feedback from a@example.com');
    expect(mail.text).toContain('From: a@example.com\nPage: /browse-quests\n');
    expect(mail.text).toContain('The lock icon is lovely.');
    expect(mail.text).toContain('Attachments: screenshot.png (image/png, 2 KB), voice-note.webm (audio/webm, 40 KB)');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, [...a.content]])).toEqual([
      ['screenshot.png', 'image/png', [1, 2, 3]],
      ['voice-note.webm', 'audio/webm', [4, 5]],
    ]);
    expect(mail.messageId).toBe('f1');
  });

  it('says anonymous, and offers no Reply-To, for a signed-out sender', () => {
    const message = feedback({ id: 'f2', text: 'Hi' });
    if (!message.ok) throw new Error('invalid');
    const mail = renderFeedbackMail(message.value);
    expect(mail.subject).toBe('Feedback from anonymous');
    expect(mail.text).toContain('From: anonymous\nPage: unknown');
    expect(mail.replyTo).toBeUndefined();
  });

  it('renders support with Reply-To the sender and no header injection from the name', () => {
    const message = SupportMessage.create({
      id: 's1',
      name: 'Ada\r\nBcc: victim@example.com',
      email: 'ada@example.com',
      message: 'Where is my plan?',
      now,
    });
    if (!message.ok) throw new Error('invalid');
    const mail = renderSupportMail(message.value);
    expect(mail.subject).toBe('Support: Ada Bcc: victim@example.com');
    expect(mail.replyTo).toBe('ada@example.com');
    expect(mail.text).toContain('Where is my plan?');
  });
});
