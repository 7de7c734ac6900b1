import type { Clock, IdGenerator } from '@sidequest/kernel';
import type { AccessTokenClaims, AccessTokenIssuer, IssuedAccessToken } from '../ports/access-token-issuer.port';
import type { AccountNotifier, SecurityNotice } from '../ports/account-notifier.port';
import type { BackgroundTasks } from '../ports/background-tasks.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { TokenGenerator, TokenHasher } from '../ports/secret-token.port';

export class SequentialIds implements IdGenerator {
  private n = 0;
  constructor(private readonly prefix = 'id') {}
  next(): string {
    return `${this.prefix}-${++this.n}`;
  }
}

/** Reversible on purpose, so tests can read what was stored; never use outside tests. */
export class FakePasswordHasher implements PasswordHasher {
  hashes = 0;
  async hash(plain: string) {
    this.hashes++;
    return `hashed(${plain})`;
  }
  async verify(hash: string, plain: string) {
    return hash === `hashed(${plain})`;
  }
}

export class SequentialTokens implements TokenGenerator, TokenHasher {
  private n = 0;
  generate(): string {
    return `secret-token-${++this.n}`;
  }
  hash(token: string): string {
    return `sha(${token})`;
  }
}

export class FakeAccessTokenIssuer implements AccessTokenIssuer {
  constructor(private readonly clock: Clock) {}
  async issue(claims: AccessTokenClaims): Promise<IssuedAccessToken> {
    const now = this.clock.now();
    return { token: `access(${claims.userId})`, expiresInSeconds: 900, expiresAt: new Date(now.getTime() + 900_000) };
  }
}

export interface SentMail {
  kind: 'confirmation' | 'password_reset' | 'owner_signup' | 'signup_attempt' | 'goodbye' | SecurityNotice['kind'];
  to: string;
  link?: string;
  signInLink?: string;
  at?: Date;
}

export class RecordingNotifier implements AccountNotifier {
  readonly sent: SentMail[] = [];
  failOwnerNotifications = false;
  async sendConfirmation(email: string, link: string) {
    this.sent.push({ kind: 'confirmation', to: email, link });
  }
  async sendPasswordReset(email: string, link: string) {
    this.sent.push({ kind: 'password_reset', to: email, link });
  }
  async sendSignUpAttempt(email: string, links: { signIn: string; passwordReset: string }) {
    this.sent.push({ kind: 'signup_attempt', to: email, link: links.passwordReset, signInLink: links.signIn });
  }
  async sendSecurityNotice(email: string, notice: SecurityNotice) {
    this.sent.push({ kind: notice.kind, to: email, at: notice.at });
  }
  async notifyOwnerOfSignup(user: { id: string; email: string }, at: Date) {
    if (this.failOwnerNotifications) throw new Error('owner mail queue down');
    this.sent.push({ kind: 'owner_signup', to: user.email, at });
  }
  async sendGoodbye(email: string) {
    this.sent.push({ kind: 'goodbye', to: email });
  }
  lastLink(kind: SentMail['kind']): string {
    const mail = [...this.sent].reverse().find((m) => m.kind === kind);
    if (!mail?.link) throw new Error(`No ${kind} mail was sent`);
    return mail.link;
  }
}

/** Runs the task at once and waits for it, so a test sees its effect straight after the call. */
export const inlineTasks: BackgroundTasks = { run: (_label, task) => task() };
