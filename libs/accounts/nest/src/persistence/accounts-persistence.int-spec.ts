import { RefreshSession, User } from '@sidequest/accounts-domain';
import { accountsRepositoriesContract, rateLimiterContract } from '@sidequest/accounts-domain/testing';
import { SessionRevocations } from '@sidequest/platform-auth';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { testEnvironment } from '@sidequest/platform-config';
import { createRateLimitService, rateLimitMigrations, type RateLimitService } from '@sidequest/platform-http';
import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsMigrations } from './accounts.migrations';
import { accountsEntitySchemas } from './accounts.schemas';
import { MikroOrmProfileRepository } from './mikro-orm-profile.repository';
import { MikroOrmRefreshSessionRepository } from './mikro-orm-refresh-session.repository';
import { MikroOrmUserRepository } from './mikro-orm-user.repository';
import { MikroOrmVerificationTokenRepository } from './mikro-orm-verification-token.repository';
import { PlatformRateLimiter } from './platform-rate-limiter';
import { SqlAccountWriteGate } from './sql-account-write-gate';

let ctx: ContextOrm;
const limiters: RateLimitService[] = [];

beforeAll(async () => {
  // No HTTP request here to scope a context; the repositories use only native queries (so the global context is allowed).
  ctx = await initContextOrm({
    name: 'sq_accounts',
    entities: accountsEntitySchemas,
    migrations: [...accountsMigrations, ...rateLimitMigrations],
  });
});

afterAll(async () => {
  await Promise.all(limiters.map((l) => l.close()));
  await ctx?.close();
});

const em = () => ctx.em;
const revocations = new SessionRevocations({ queue: { prefix: 'sqtest' } });
const refreshSessions = () => new MikroOrmRefreshSessionRepository(em(), new MikroOrmUnitOfWork(em()), revocations);

accountsRepositoriesContract('MikroORM on Postgres', () => ({
  users: new MikroOrmUserRepository(em()),
  profiles: new MikroOrmProfileRepository(em()),
  refreshSessions: refreshSessions(),
  verificationTokens: new MikroOrmVerificationTokenRepository(em()),
  unitOfWork: new MikroOrmUnitOfWork(em()),
}));

const platformLimiter = (options: { redisUrl?: string }) => {
  const service = createRateLimitService({
    ...options,
    prefix: `sqtest-${crypto.randomUUID()}`,
    databaseUrl: ctx.db.url,
  });
  limiters.push(service);
  return new PlatformRateLimiter(service);
};
rateLimiterContract('rate-limiter-flexible on Postgres', () => platformLimiter({}));
rateLimiterContract('rate-limiter-flexible on Redis', () => platformLimiter({ redisUrl: testEnvironment().redisUrl }));

describe('the mappers (a table whose columns are its entity props)', () => {
  it('read back exactly the props that were written, a null column as null', async () => {
    const now = new Date();
    const user = User.register({
      id: crypto.randomUUID(),
      email: `${crypto.randomUUID()}@example.test`,
      passwordHash: 'h',
      now,
    });
    const session = RefreshSession.start({
      id: crypto.randomUUID(),
      userId: user.id,
      tokenHash: crypto.randomUUID(),
      successorSalt: 's',
      now,
    });
    const users = new MikroOrmUserRepository(em());
    const sessions = refreshSessions();
    await users.add(user);
    await sessions.add(session);
    expect((await users.findById(user.id))?.snapshot()).toStrictEqual(user.snapshot());
    expect((await sessions.findByTokenHash(session.tokenHash))?.snapshot()).toStrictEqual(session.snapshot());
  });
});

describe("accounts' migrations", () => {
  it('leave no hand-written rate-limit counters (the platform store replaced them)', async () => {
    const rows = await em().execute<{ name: string | null }[]>(
      `select to_regclass('rate_limit_counters')::text as name`,
    );
    expect(rows[0].name).toBeNull();
  });
});

describe('SqlAccountWriteGate (platform auth asks accounts)', () => {
  it('answers for a live account, a deleted one and a malformed id', async () => {
    const gate = new SqlAccountWriteGate(em());
    const uow = new MikroOrmUnitOfWork(em());
    const user = User.register({
      id: crypto.randomUUID(),
      email: `${crypto.randomUUID()}@example.test`,
      passwordHash: 'hash-1',
      now: new Date(),
    });
    await new MikroOrmUserRepository(em()).add(user);
    expect(await gate.exists(user.id)).toBe(true);
    expect(await uow.transaction(() => gate.lockIfLive(user.id))).toBe(true);
    await em().execute('delete from users where id = ?', [user.id]);
    expect(await gate.exists(user.id)).toBe(false);
    expect(await uow.transaction(() => gate.lockIfLive(user.id))).toBe(false);
    expect(await gate.exists('not-a-uuid')).toBe(false);
    expect(await gate.lockIfLive('not-a-uuid')).toBe(false);
  });
});

describe('revoking sign-ins', () => {
  it('ends the access tokens of every revoked family once the revocation commits, and of no other user', async () => {
    const now = new Date();
    const user = User.register({
      id: crypto.randomUUID(),
      email: `${crypto.randomUUID()}@example.test`,
      passwordHash: 'h',
      now,
    });
    const start = (userId: string) =>
      RefreshSession.start({
        id: crypto.randomUUID(),
        userId,
        tokenHash: crypto.randomUUID(),
        successorSalt: 's',
        now,
      });
    const [a, b] = [start(user.id), start(user.id)];
    await new MikroOrmUserRepository(em()).add(user);
    const sessions = refreshSessions();
    await sessions.add(a);
    await sessions.add(b);
    const uow = new MikroOrmUnitOfWork(em());
    await expect(
      uow.transaction(async () => {
        await sessions.revokeAllForUser(user.id, now);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(revocations.isRevoked({ sub: user.id, sid: a.familyId })).toBe(false);
    await uow.transaction(() => sessions.revokeAllForUser(user.id, now));
    expect(revocations.isRevoked({ sub: user.id, sid: a.familyId })).toBe(true);
    expect(revocations.isRevoked({ sub: user.id, sid: b.familyId })).toBe(true);
    expect(revocations.isRevoked({ sub: 'someone-else', sid: crypto.randomUUID() })).toBe(false);
  });
});
