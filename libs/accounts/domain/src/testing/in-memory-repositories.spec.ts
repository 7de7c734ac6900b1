import { FixedClock, InMemoryRateLimiter } from '@sidequest/kernel/testing';
import { accountsRepositoriesContract } from './contracts/accounts-repositories.contract';
import { rateLimiterContract } from './contracts/rate-limiter.contract';
import {
  InMemoryProfileRepository,
  InMemoryRefreshSessionRepository,
  InMemoryUnitOfWork,
  InMemoryUserRepository,
  InMemoryVerificationTokenRepository,
} from './in-memory-repositories';
import { InMemoryAccountsStore } from './in-memory-store';

accountsRepositoriesContract('in-memory', () => {
  const store = new InMemoryAccountsStore();
  return {
    users: new InMemoryUserRepository(store),
    profiles: new InMemoryProfileRepository(store),
    refreshSessions: new InMemoryRefreshSessionRepository(store),
    verificationTokens: new InMemoryVerificationTokenRepository(store),
    unitOfWork: new InMemoryUnitOfWork(store),
  };
});

rateLimiterContract('in-memory', () => new InMemoryRateLimiter(new FixedClock(new Date('2026-03-01T09:00:00Z'))));
