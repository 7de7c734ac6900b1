import type { DecodedMail } from '@sidequest/platform-mail';

/** A header of a delivered mail as sent, unfolded (long headers are folded onto a second line). */
export function header(mail: DecodedMail, name: string): string {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1].trim() ?? '';
}

/** The signed token of a reminder mail's link to /reminders/<action>. */
export function tokenIn(mail: DecodedMail, action: string): string {
  const token = mail.text.match(new RegExp(`/reminders/${action}\\?token=([\\w.-]+)`))?.[1];
  if (!token) throw new Error(`no ${action} link in "${mail.subject}"`);
  return token;
}

/** Reminder mails have the subject "Your quest: …" (the seventh adds that reminders pause). */
export const isReminder = (mail: DecodedMail) => mail.subject.startsWith('Your quest');
