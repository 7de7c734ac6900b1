export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');

export interface MailModuleOptions {
  /** nodemailer SMTP; without it, the dev outbox. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  /** Serve /dev/mail (never in production). */
  devOutboxPage: boolean;
  /** The sweeper's period (default one minute); a pending mail counts as stale after twice that. */
  sweepEveryMs?: number;
  /** Delivered mail rows are deleted after this many days (default 30). */
  retentionDays?: number;
}
