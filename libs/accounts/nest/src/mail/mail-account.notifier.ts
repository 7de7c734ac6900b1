import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AccountNotifier } from '@sidequest/accounts-domain';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { MailService } from '@sidequest/platform-mail';

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
      to: email,
      subject: 'Confirm your SideQuest account',
      text: `Welcome to SideQuest!\n\nConfirm your email address to finish signing up:\n${link}\n\nIf you did not sign up, you can ignore this message.`,
      html: `<p>Welcome to SideQuest!</p><p><a href="${escapeHtml(link)}">Confirm your email address</a> to finish signing up.</p><p>If you did not sign up, you can ignore this message.</p>`,
    });
  }

  async sendPasswordReset(email: string, link: string): Promise<void> {
    await this.mail.send({
      to: email,
      subject: 'Reset your SideQuest password',
      text: `Someone asked to reset the password of your SideQuest account.\n\nChoose a new password (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this message; your password stays the same.`,
      html: `<p>Someone asked to reset the password of your SideQuest account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this message; your password stays the same.</p>`,
    });
  }

  async notifyOwnerOfSignup(email: string, at: Date): Promise<void> {
    try {
      await this.mail.send({
        to: this.config.mail.ownerEmail,
        subject: `New SideQuest signup: ${email}`,
        text: `A new user signed up.\n\nEmail: ${email}\nTime: ${at.toISOString()}`,
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'owner signup notification failed');
      throw error;
    }
  }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
