import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import type { RateLimiter } from '@sidequest/kernel';

export type ThrottledAction =
  'login' | 'signup' | 'forgot' | 'resend_confirmation' | 'reset' | 'refresh' | 'change_password';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export type AuthRateLimits = Record<
  ThrottledAction,
  {
    perIp?: RateRule;
    /** Counted for one account from anywhere: only for actions a stranger cannot spend (the signed-in user's own). */
    perAccount?: RateRule;
    /** Counted for one account from one client address, as failed sign-ins are. */
    perAccountAndIp?: RateRule;
    /** All of a client address's requests of this action in a day. */
    perIpDaily?: RateRule;
  }
>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Sign-in has no per-account limit: anyone could spend it by typing a stranger's address. Failed
 * sign-ins are counted by LoginFailureLimits instead.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { perIp: { limit: 30, windowSeconds: 15 * MINUTE } },
  signup: { perAccount: { limit: 5, windowSeconds: HOUR }, perIp: { limit: 10, windowSeconds: HOUR } },
  // Keyed per (address, client) with a daily cap per client: a stranger spending an address's count from
  // their own client no longer holds back the owner's reset mail.
  forgot: {
    perAccountAndIp: { limit: 5, windowSeconds: HOUR },
    perIp: { limit: 20, windowSeconds: HOUR },
    perIpDaily: { limit: 50, windowSeconds: 24 * HOUR },
  },
  // "Send again" on the check-your-inbox screen: keyed like forgot; a few resends an hour are plenty for a
  // slow inbox, and a script cannot turn it into a mail flood at one address or from one client.
  resend_confirmation: {
    perAccountAndIp: { limit: 3, windowSeconds: HOUR },
    perIp: { limit: 20, windowSeconds: HOUR },
    perIpDaily: { limit: 50, windowSeconds: 24 * HOUR },
  },
  reset: { perIp: { limit: 20, windowSeconds: HOUR } },
  refresh: { perAccount: { limit: 30, windowSeconds: MINUTE }, perIp: { limit: 60, windowSeconds: MINUTE } },
  // The account here is the signed-in user's id: only they can spend it.
  change_password: { perAccount: { limit: 10, windowSeconds: HOUR }, perIp: { limit: 30, windowSeconds: HOUR } },
};

/**
 * rate-limiter-flexible's two-key login recipe: failed sign-ins in a row for one address from one client
 * address (a success starts the count again), and all failed sign-ins of a client address in a day.
 * Reaching either blocks only that pair, or that client address, never the account everywhere.
 */
export interface LoginFailureLimits {
  perAddressAndIp: RateRule;
  perIpDaily: RateRule;
}

export const DEFAULT_LOGIN_FAILURE_LIMITS: LoginFailureLimits = {
  perAddressAndIp: { limit: 10, windowSeconds: HOUR },
  perIpDaily: { limit: 100, windowSeconds: 24 * HOUR },
};

export function tooManyAttempts(retryAfterSeconds: number): DomainError {
  return new DomainError('rate_limited', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
  });
}

/** Applies the per-IP and per-account limits of an action. Every applicable counter is hit. */
export class AuthThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: AuthRateLimits = DEFAULT_AUTH_RATE_LIMITS,
    private readonly loginFailures: LoginFailureLimits = DEFAULT_LOGIN_FAILURE_LIMITS,
  ) {}

  /** Refused while this address from this client, or this client at all, has failed too often. Counts nothing. */
  async checkLoginFailures(subject: { ip?: string; account: string }): Promise<Result<void>> {
    const decisions = await Promise.all(
      this.failureKeys(subject).map(({ key, rule }) => this.limiter.peek(key, rule.limit, rule.windowSeconds)),
    );
    const refused = decisions.filter((decision) => !decision.allowed);
    if (refused.length === 0) return ok(undefined);
    return err(tooManyAttempts(Math.max(1, ...refused.map((decision) => decision.retryAfterSeconds))));
  }

  async recordLoginFailure(subject: { ip?: string; account: string }): Promise<void> {
    await Promise.all(
      this.failureKeys(subject).map(({ key, rule }) => this.limiter.hit(key, rule.limit, rule.windowSeconds)),
    );
  }

  /** A success ends the pair's run of failures; the client's daily count stays. */
  async recordLoginSuccess(subject: { ip?: string; account: string }): Promise<void> {
    const [pair] = this.failureKeys(subject);
    await this.limiter.reset(pair.key, pair.rule.limit, pair.rule.windowSeconds);
  }

  private failureKeys(subject: { ip?: string; account: string }): { key: string; rule: RateRule }[] {
    const ip = subject.ip ?? 'unknown';
    const account = subject.account.trim().toLowerCase();
    return [
      { key: `login-fail:pair:${account}|${ip}`, rule: this.loginFailures.perAddressAndIp },
      { key: `login-fail:ip-day:${ip}`, rule: this.loginFailures.perIpDaily },
    ];
  }

  async check(action: ThrottledAction, subject: { ip?: string; account?: string }): Promise<Result<void>> {
    const rules = this.limits[action];
    const checks: Promise<{ allowed: boolean; retryAfterSeconds: number }>[] = [];
    if (rules.perIp && subject.ip) {
      checks.push(this.limiter.hit(`${action}:ip:${subject.ip}`, rules.perIp.limit, rules.perIp.windowSeconds));
    }
    if (rules.perAccount && subject.account) {
      const account = subject.account.trim().toLowerCase();
      checks.push(
        this.limiter.hit(`${action}:account:${account}`, rules.perAccount.limit, rules.perAccount.windowSeconds),
      );
    }
    if (rules.perAccountAndIp && subject.account) {
      const pair = `${subject.account.trim().toLowerCase()}|${subject.ip ?? 'unknown'}`;
      const rule = rules.perAccountAndIp;
      checks.push(this.limiter.hit(`${action}:pair:${pair}`, rule.limit, rule.windowSeconds));
    }
    if (rules.perIpDaily && subject.ip) {
      const rule = rules.perIpDaily;
      checks.push(this.limiter.hit(`${action}:ip-day:${subject.ip}`, rule.limit, rule.windowSeconds));
    }
    const refused = (await Promise.all(checks)).filter((decision) => !decision.allowed);
    if (refused.length === 0) return ok(undefined);
    return err(tooManyAttempts(Math.max(1, ...refused.map((decision) => decision.retryAfterSeconds))));
  }
}
