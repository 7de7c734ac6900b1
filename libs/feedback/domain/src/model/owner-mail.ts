import { formatBytes } from './attachment';
import type { FeedbackMessage } from './feedback-message.entity';
import type { SupportMessage } from './support-message.entity';

export interface OwnerMailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** A mail to the owner (OWNER_EMAIL, filled in by the adapter). `messageId` keys the delivery job. */
export interface OwnerMail {
  messageId: string;
  source: 'feedback' | 'support';
  kind: 'feedback' | 'support';
  subject: string;
  text: string;
  replyTo?: string;
  attachments: OwnerMailAttachment[];
}

export const ANONYMOUS = 'anonymous';

/** Header-safe: no line breaks (header injection), and no subject longer than a mail client shows. */
function oneLine(value: string, max = 120): string {
  const flat = value.replace(/[\r\n\t]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function renderFeedbackMail(message: FeedbackMessage): OwnerMail {
  const sender = message.senderEmail ?? ANONYMOUS;
  const attachments = message.attachments.map((a) => `${a.filename} (${a.mime}, ${formatBytes(a.size)})`);
  const text = [
    `From: ${sender}`,
    `Page: ${message.page ?? 'unknown'}`,
    `Sent: ${message.createdAt.toISOString()}`,
    '',
    message.text || '(no text)',
    '',
    `Attachments: ${attachments.length ? attachments.join(', ') : 'none'}`,
  ].join('\n');
  return {
    messageId: message.id,
    source: 'feedback',
    kind: 'feedback',
    subject: `Feedback from ${oneLine(sender)}`,
    text,
    // Only a signed-in sender's address came from us, so only that one is safe to reply to.
    ...(message.senderEmail ? { replyTo: message.senderEmail } : {}),
    attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.mime, content: a.content })),
  };
}

export const NOT_SIGNED_IN = 'Not signed in: address not verified';

/**
 * The support form's mail. `verifiedEmail`: the signed-in sender's account address, the only one we
 * know belongs to them; the typed name and address are whatever anyone wrote. A signed-in sender's
 * mail says so and replies go to the account's address.
 */
export function renderSupportMail(message: SupportMessage, verifiedEmail: string | null = null): OwnerMail {
  return {
    messageId: message.id,
    source: 'support',
    kind: 'support',
    subject: `Support: ${oneLine(message.name)}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      verifiedEmail ? `Signed in as ${verifiedEmail}` : NOT_SIGNED_IN,
      `Sent: ${message.createdAt.toISOString()}`,
      '',
      message.message,
    ].join('\n'),
    replyTo: verifiedEmail ?? message.email,
    attachments: [],
  };
}
