import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AccountNotifier, SecurityNotice } from '@sidequest/accounts-domain';
import { renderSignupNoticeMail } from '@sidequest/feedback-domain';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { MailService } from '@sidequest/platform-mail';
import { signupNoticeMailId } from './signup-notice-id';

/** Account mail goes through MailService: stored, then delivered by the worker. */
@Injectable()
export class MailAccountNotifier implements AccountNotifier {
  private readonly logger = new Logger('AccountMail');

  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sendConfirmation(email: string, link: string): Promise<void> {
    await this.mail.send({
      kind: 'confirm',
      to: email,
      subject: 'Confirm your SideQuest account',
      text: `Welcome to SideQuest!\n\nConfirm your email address to finish signing up (the link works for 24 hours):\n${link}\n\nIf you did not sign up, you can ignore this message.`,
      html: `<p>Welcome to SideQuest!</p><p><a href="${escapeHtml(link)}">Confirm your email address</a> to finish signing up (the link works for 24 hours).</p><p>If you did not sign up, you can ignore this message.</p>`,
    });
  }

  async sendPasswordReset(email: string, link: string): Promise<void> {
    await this.mail.send({
      kind: 'reset',
      to: email,
      subject: 'Reset your SideQuest password',
      text: `Someone asked to reset the password of your SideQuest account.\n\nChoose a new password (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this message; your password stays the same.`,
      html: `<p>Someone asked to reset the password of your SideQuest account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this message; your password stays the same.</p>`,
    });
  }

  async sendSignUpAttempt(email: string, links: { signIn: string; passwordReset: string }): Promise<void> {
    await this.mail.send({
      kind: 'signup-attempt',
      to: email,
      subject: 'Someone tried to create a SideQuest account with your address',
      text: `Someone tried to create an account with your address, but you already have a SideQuest account.\n\nIf it was you, sign in:\n${links.signIn}\n\nForgot your password? Choose a new one (the link works once, for one hour):\n${links.passwordReset}\n\nIf it was not you, ignore this message; nothing has changed.`,
      html: `<p>Someone tried to create an account with your address, but you already have a SideQuest account.</p><p>If it was you, <a href="${escapeHtml(links.signIn)}">sign in</a>.</p><p>Forgot your password? <a href="${escapeHtml(links.passwordReset)}">Choose a new one</a> (the link works once, for one hour).</p><p>If it was not you, ignore this message; nothing has changed.</p>`,
    });
  }

  async sendSecurityNotice(email: string, notice: SecurityNotice): Promise<void> {
    const { subject, what } = NOTICES[notice.kind];
    const when = notice.at.toISOString();
    const forgot = `${this.config.appUrl.replace(/\/+$/, '')}/auth?mode=forgot`;
    try {
      await this.mail.send({
        kind: notice.kind.replace('_', '-'),
        to: email,
        subject,
        text: `${what} on ${when}.\n\nIf this was you, there is nothing to do. If it was not, reset your password at once:\n${forgot}`,
        html: `<p>${escapeHtml(what)} on ${escapeHtml(when)}.</p><p>If this was you, there is nothing to do. If it was not, <a href="${escapeHtml(forgot)}">reset your password</a> at once.</p>`,
      });
    } catch (error) {
      this.logger.warn({ err: error, notice: notice.kind }, 'security notice failed');
      throw error;
    }
  }

  async sendGoodbye(email: string): Promise<void> {
    await this.mail.send({
      kind: 'goodbye',
      to: email,
      subject: 'Your SideQuest account was deleted',
      text: `Your SideQuest account and everything stored about it have been deleted, and any subscription was cancelled.\n\nThank you for questing with us. You are welcome back any time.`,
      html: `<p>Your SideQuest account and everything stored about it have been deleted, and any subscription was cancelled.</p><p>Thank you for questing with us. You are welcome back any time.</p>`,
    });
  }

  /** The owner's "New sign-up: …" notice, in the same owner-mail format as feedback and support. */
  async notifyOwnerOfSignup(user: { id: string; email: string }, at: Date): Promise<void> {
    const notice = renderSignupNoticeMail({ id: signupNoticeMailId(user.id), email: user.email, at });
    try {
      await this.mail.send({ id: notice.messageId, kind: notice.kind, to: this.config.mail.ownerEmail, subject: notice.subject, text: notice.text });
    } catch (error) {
      this.logger.warn({ err: error }, 'owner signup notification failed');
      throw error;
    }
  }
}

const NOTICES: Record<SecurityNotice['kind'], { subject: string; what: string }> = {
  password_changed: { subject: 'Your SideQuest password was changed', what: 'The password of your SideQuest account was changed' },
  google_linked: { subject: 'Google sign-in was linked to your SideQuest account', what: 'A Google account was linked to your SideQuest account, so it can now sign in with Google' },
};

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
