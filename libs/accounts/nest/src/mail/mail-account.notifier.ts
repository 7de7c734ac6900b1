import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AccountNotifier, SecurityNotice } from '@sidequest/accounts-domain';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import {
  MailService,
  renderPersonMail,
  renderSignupNoticeMail,
  type PersonMailContent,
} from '@sidequest/platform-mail';
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
    await this.send('confirm', email, 'Confirm your SideQuest account', {
      preview: 'One click to finish signing up.',
      heading: 'Welcome to SideQuest!',
      intro: ['Confirm your email address to finish signing up and start your first quest.'],
      action: { label: 'Confirm my email', url: link, note: 'The link works for 24 hours.' },
      outro: ['If you did not sign up, you can ignore this message.'],
    });
  }

  async sendPasswordReset(email: string, link: string): Promise<void> {
    await this.send('reset', email, 'Reset your SideQuest password', {
      preview: 'Choose a new password for your SideQuest account.',
      heading: 'Reset your password',
      intro: ['Someone asked to reset the password of your SideQuest account.'],
      action: { label: 'Choose a new password', url: link, note: 'The link works once, for one hour.' },
      outro: ['If it was not you, ignore this message; your password stays the same.'],
    });
  }

  async sendSignUpAttempt(email: string, links: { signIn: string; passwordReset: string }): Promise<void> {
    await this.send('signup-attempt', email, 'Someone tried to create a SideQuest account with your address', {
      preview: 'You already have a SideQuest account.',
      heading: 'You already have an account',
      intro: ['Someone tried to create an account with your address, but you already have a SideQuest account.'],
      action: { label: 'Sign in', url: links.signIn, note: 'If it was you, sign in.' },
      links: [
        {
          before: 'Forgot your password? The link works once, for one hour:',
          label: 'Choose a new one',
          url: links.passwordReset,
        },
      ],
      outro: ['If it was not you, ignore this message; nothing has changed.'],
    });
  }

  async sendSecurityNotice(email: string, notice: SecurityNotice): Promise<void> {
    const { subject, what } = NOTICES[notice.kind];
    const when = notice.at.toISOString();
    const forgot = `${this.config.appUrl.replace(/\/+$/, '')}/auth?mode=forgot`;
    try {
      await this.send(notice.kind.replace('_', '-'), email, subject, {
        preview: `${what}.`,
        heading: subject,
        intro: [`${what} on ${when}.`, 'If this was you, there is nothing to do.'],
        action: { label: 'Reset my password', url: forgot, note: 'If it was not, reset your password at once.' },
      });
    } catch (error) {
      this.logger.warn({ err: error, notice: notice.kind }, 'security notice failed');
      throw error;
    }
  }

  async sendGoodbye(email: string): Promise<void> {
    await this.send('goodbye', email, 'Your SideQuest account was deleted', {
      preview: 'Your account and its data are gone.',
      heading: 'Farewell, adventurer',
      intro: [
        'Your SideQuest account and everything stored about it have been deleted, and any subscription was cancelled.',
      ],
      outro: ['Thank you for questing with us. You are welcome back any time.'],
    });
  }

  /** Every mail to a person: the one template set's HTML and plain-text parts, stored, then delivered by the worker. */
  private async send(kind: string, to: string, subject: string, content: PersonMailContent): Promise<void> {
    const { html, text } = await renderPersonMail(content);
    await this.mail.send({ kind, to, subject, text, html });
  }

  /** The owner's "New sign-up: …" notice, from platform mail's templates. */
  async notifyOwnerOfSignup(user: { id: string; email: string }, at: Date): Promise<void> {
    const notice = renderSignupNoticeMail({ email: user.email, at });
    try {
      await this.mail.send({
        id: signupNoticeMailId(user.id),
        kind: notice.kind,
        to: this.config.mail.ownerEmail,
        subject: notice.subject,
        text: notice.text,
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'owner signup notification failed');
      throw error;
    }
  }
}

const NOTICES: Record<SecurityNotice['kind'], { subject: string; what: string }> = {
  password_changed: {
    subject: 'Your SideQuest password was changed',
    what: 'The password of your SideQuest account was changed',
  },
  google_linked: {
    subject: 'Google sign-in was linked to your SideQuest account',
    what: 'A Google account was linked to your SideQuest account, so it can now sign in with Google',
  },
};
