import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import type { RateLimiter } from '@sidequest/kernel';

export type ThrottledAction = 'login' | 'signup' | 'forgot' | 'reset' | 'refresh';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export type AuthRateLimits = Record<ThrottledAction, { perIp?: RateRule; perAccount?: RateRule }>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { perAccount: { limit: 10, windowSeconds: 15 * MINUTE }, perIp: { limit: 30, windowSeconds: 15 * MINUTE } },
  signup: { perAccount: { limit: 5, windowSeconds: HOUR }, perIp: { limit: 10, windowSeconds: HOUR } },
  forgot: { perAccount: { limit: 5, windowSeconds: HOUR }, perIp: { limit: 20, windowSeconds: HOUR } },
  reset: { perIp: { limit: 20, windowSeconds: HOUR } },
  refresh: { perAccount: { limit: 30, windowSeconds: MINUTE }, perIp: { limit: 60, windowSeconds: MINUTE } },
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
  ) {}

  async check(action: ThrottledAction, subject: { ip?: string; account?: string }): Promise<Result<void>> {
    const rules = this.limits[action];
    const checks: Promise<{ allowed: boolean; retryAfterSeconds: number }>[] = [];
    if (rules.perIp && subject.ip) {
      checks.push(this.limiter.hit(`${action}:ip:${subject.ip}`, rules.perIp.limit, rules.perIp.windowSeconds));
    }
    if (rules.perAccount && subject.account) {
      const account = subject.account.trim().toLowerCase();
      checks.push(this.limiter.hit(`${action}:account:${account}`, rules.perAccount.limit, rules.perAccount.windowSeconds));
    }
    const refused = (await Promise.all(checks)).filter((decision) => !decision.allowed);
    if (refused.length === 0) return ok(undefined);
    return err(tooManyAttempts(Math.max(1, ...refused.map((decision) => decision.retryAfterSeconds))));
  }
}
