import { Inject, Injectable } from '@nestjs/common';
import { FindAccountEmail, FindAccountEmails } from '@sidequest/accounts-domain';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import {
  fillMail,
  MailService,
  renderPersonMail,
  type FilledMail,
  type OutgoingMail,
  type RenderedMail,
} from '@sidequest/platform-mail';
import type { ReminderChannel, ReminderLinkAction, ReminderMessage } from '@sidequest/reminders-domain';
import { reminderMailContent } from './reminder-mail';

/** Stand-ins for the signed tokens in a rendered mail; each mail swaps in its own (tokens are base64url and dots). */
const SLOT: Record<ReminderLinkAction, string> = {
  done: 'SQTOKENDONESLOT',
  unsubscribe: 'SQTOKENUNSUBSCRIBESLOT',
  resume: 'SQTOKENRESUMESLOT',
};
const CACHE_LIMIT = 500;

/**
 * Reminders' first channel, mail: a reminder through the platform outbox (MailService.send, or sendMany for a batch: in the tick's transaction), rendered
 * with the one person-mail template set, with RFC 8058 one-click List-Unsubscribe headers. Mails that
 * say the same (quest, milestone, pause) are rendered once; each gets its own signed links in the
 * slots (the tick signs them; a batch stores the shared body once and each mail's links, filled in at delivery).
 */
@Injectable()
export class MailReminderChannel implements ReminderChannel {
  private readonly rendered = new Map<string, Promise<{ subject: string; mail: RenderedMail }>>();
  private readonly appUrl: string;

  constructor(
    private readonly mail: MailService,
    private readonly findEmail: FindAccountEmail,
    private readonly findEmails: FindAccountEmails,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.appUrl = config.appUrl.replace(/\/+$/, '');
  }

  async send(input: ReminderMessage): Promise<boolean> {
    const to = await this.findEmail.execute({ userId: input.userId });
    if (!to) return false;
    await this.mail.send(await this.compose(input, to));
    return true;
  }

  async sendMany(inputs: readonly ReminderMessage[]): Promise<Set<string>> {
    if (!inputs.length) return new Set();
    const addresses = await this.findEmails.execute({ userIds: inputs.map((i) => i.userId) });
    const addressed = inputs.filter((i) => addresses.has(i.userId));
    const mails = await Promise.all(addressed.map((i) => this.composeFilled(i, addresses.get(i.userId)!)));
    await this.mail.sendMany(mails);
    return new Set(addressed.map((i) => i.userId));
  }

  /** The mail for one person, as sent. */
  private async compose(input: ReminderMessage, to: string): Promise<OutgoingMail> {
    const { body, fills, ...mail } = await this.composeFilled(input, to);
    return { ...mail, ...fillMail(body, fills) };
  }

  /**
   * The mail for one person as a batch stores it: the rendered content shared by every mail that says
   * the same, their own signed links for its slots, and the RFC 8058 headers.
   */
  private async composeFilled(input: ReminderMessage, to: string): Promise<FilledMail> {
    const tokens = input.links;
    const { subject, mail } = await this.render(input);
    return {
      kind: 'reminder',
      to,
      subject,
      body: mail,
      fills: { [SLOT.done]: tokens.done, [SLOT.unsubscribe]: tokens.unsubscribe, [SLOT.resume]: tokens.resume },
      headers: {
        'List-Unsubscribe': `<${this.appUrl}/api/progress/reminder-links/unsubscribe?token=${tokens.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  private render(input: ReminderMessage): Promise<{ subject: string; mail: RenderedMail }> {
    const key = JSON.stringify([input.questTitle, input.nextMilestone, input.pausesNow]);
    let cached = this.rendered.get(key);
    if (!cached) {
      if (this.rendered.size >= CACHE_LIMIT) this.rendered.clear();
      const page = (action: ReminderLinkAction) => `${this.appUrl}/reminders/${action}?token=${SLOT[action]}`;
      const { subject, content } = reminderMailContent(input, {
        done: page('done'),
        unsubscribe: page('unsubscribe'),
        resume: page('resume'),
      });
      cached = renderPersonMail(content).then((mail) => ({ subject, mail }));
      this.rendered.set(key, cached);
    }
    return cached;
  }
}
