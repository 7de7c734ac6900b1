import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import type { RateLimiter } from '@sidequest/kernel';

/** Per client address, over feedback and support together. */
export const OWNER_MESSAGE_LIMITS = [
  { limit: 5, windowSeconds: 60, label: 'minute' },
  { limit: 50, windowSeconds: 24 * 60 * 60, label: 'day' },
] as const;

export function tooManyMessages(retryAfterSeconds: number): DomainError {
  const wait =
    retryAfterSeconds >= 3600
      ? `${Math.ceil(retryAfterSeconds / 3600)} hours`
      : retryAfterSeconds >= 120
        ? `${Math.ceil(retryAfterSeconds / 60)} minutes`
        : `${retryAfterSeconds} seconds`;
  return new DomainError('rate_limited', `Too many messages from your connection. Please try again in ${wait}.`, {
    retryAfterSeconds,
  });
}

/** Every window is hit, so a refused message still counts towards the day. */
export class OwnerMessageThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  async check(clientAddress: string): Promise<Result<void>> {
    const decisions = await Promise.all(
      OWNER_MESSAGE_LIMITS.map((rule) =>
        this.limiter.hit(`owner-message:${rule.label}:${clientAddress}`, rule.limit, rule.windowSeconds),
      ),
    );
    const refused = decisions.filter((decision) => !decision.allowed);
    if (refused.length === 0) return ok(undefined);
    return err(tooManyMessages(Math.max(1, ...refused.map((decision) => decision.retryAfterSeconds))));
  }
}
