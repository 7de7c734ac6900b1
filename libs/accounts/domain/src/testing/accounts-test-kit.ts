import { FixedClock, InMemoryRateLimiter } from '@sidequest/kernel/testing';
import { buildAccountsUseCases, type AccountsPolicy } from '../accounts-use-cases';
import type { AccountDataRights } from '../ports/account-data-rights.port';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from '../services/auth-throttle';
import {
  FakeAccessTokenIssuer,
  FakePasswordHasher,
  inlineTasks,
  RecordingNotifier,
  SequentialIds,
  SequentialTokens,
} from './fakes';
import {
  InMemoryProfileRepository,
  InMemoryRefreshSessionRepository,
  InMemoryUnitOfWork,
  InMemoryUserRepository,
  InMemoryVerificationTokenRepository,
} from './in-memory-repositories';
import { InMemoryAccountsStore } from './in-memory-store';

/** No other context holds rows about anyone: export adds no section, erasure has nothing to remove. */
export const noOtherContextData: AccountDataRights = {
  collect: async () => ({}),
  prepareErasure: async () => undefined,
  erase: async () => undefined,
  lastSignInAt: async () => null,
};

/** The accounts context assembled over in-memory fakes, for unit tests. */
export function createAccountsTestKit(
  policy: Partial<Omit<AccountsPolicy, 'rateLimits'>> & { rateLimits?: Partial<AuthRateLimits> } = {},
  dataRights: AccountDataRights = noOtherContextData,
) {
  const store = new InMemoryAccountsStore();
  const clock = new FixedClock(new Date('2026-03-01T09:00:00Z'));
  const ports = {
    users: new InMemoryUserRepository(store),
    profiles: new InMemoryProfileRepository(store),
    refreshSessions: new InMemoryRefreshSessionRepository(store),
    verificationTokens: new InMemoryVerificationTokenRepository(store),
    unitOfWork: new InMemoryUnitOfWork(store),
    passwords: new FakePasswordHasher(),
    tokens: new SequentialTokens(),
    accessTokens: new FakeAccessTokenIssuer(clock),
    notifier: new RecordingNotifier(),
    rateLimiter: new InMemoryRateLimiter(clock),
    background: inlineTasks,
    dataRights,
    ids: new SequentialIds(),
    clock,
  };
  const useCases = buildAccountsUseCases({
    ...ports,
    tokenGenerator: ports.tokens,
    tokenHasher: ports.tokens,
    policy: {
      appUrl: policy.appUrl ?? 'https://sidequest.test',
      requireEmailConfirmation: policy.requireEmailConfirmation ?? true,
      rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...policy.rateLimits },
      refreshReuseGraceMs: policy.refreshReuseGraceMs,
      loginFailureLimits: policy.loginFailureLimits,
      commonPasswords: policy.commonPasswords,
    },
  });
  return { ...ports, ...useCases, store };
}

/** The token carried by a mailed link. */
export function tokenFrom(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}
