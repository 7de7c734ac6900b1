import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnvironment } from '@sidequest/platform-config';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { addressBucket } from './address-bucket';
import { createRateLimitService } from './rate-limit.module';
import type { RateLimitService } from './rate-limit.service';

const { redisUrl } = testEnvironment();
const prefix = `sqtest-${randomBytes(4).toString('hex')}`;
let db: TestDatabase;
const services: RateLimitService[] = [];

beforeAll(async () => {
  db = await createTestDatabase('sq_ratelimit');
  // The table as the migration creates it (rateLimitMigrations); the store never creates it itself.
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(
    'create table "rate_limits" ("key" varchar(255) primary key, "points" int not null default 0, "expire" bigint null)',
  );
  await client.end();
});

afterAll(async () => {
  await Promise.all(services.map((s) => s.close()));
  await db?.drop();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const stores = {
  redis: () => createRateLimitService({ redisUrl, prefix, databaseUrl: 'postgres://unused' }),
  postgres: () => createRateLimitService({ prefix, databaseUrl: db.url }),
};

describe.each(Object.keys(stores) as (keyof typeof stores)[])('RateLimitService on %s', (store) => {
  let limits: RateLimitService;
  beforeAll(() => {
    limits = stores[store]();
    services.push(limits);
  });
  const key = () => `contract:${crypto.randomUUID()}`;

  it(`uses the ${store} store`, () => {
    expect(limits.store).toBe(store);
  });

  it('keeps its counters in the store, not in memory (shared by every replica)', async () => {
    const k = key();
    await limits.consume(k, { points: 5, durationSeconds: 60 });
    const other = stores[store](); // a second replica
    services.push(other);
    for (let i = 0; i < 4; i++) expect((await other.consume(k, { points: 5, durationSeconds: 60 })).ok).toBe(true);
    expect((await other.consume(k, { points: 5, durationSeconds: 60 })).ok).toBe(false);
  });

  it('allows up to the limit, then refuses with the seconds until the window ends', async () => {
    const k = key();
    const limit = { points: 2, durationSeconds: 60 };
    expect(await limits.consume(k, limit)).toEqual({ ok: true });
    expect(await limits.consume(k, limit)).toEqual({ ok: true });
    const refused = await limits.consume(k, limit);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('peeks without counting, and forgets a key on reset (the login failure recipe)', async () => {
    const k = key();
    const limit = { points: 2, durationSeconds: 3600 };
    expect(await limits.peek(k, limit)).toEqual({ ok: true });
    await limits.consume(k, limit);
    expect(await limits.peek(k, limit)).toEqual({ ok: true });
    await limits.consume(k, limit);
    const blocked = await limits.peek(k, limit);
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await limits.peek(k, limit)).ok).toBe(false); // peeking spent nothing more, and changed nothing
    await limits.reset(k, limit);
    expect(await limits.peek(k, limit)).toEqual({ ok: true });
    expect(await limits.consume(k, limit)).toEqual({ ok: true });
  });

  it('counts concurrent hits exactly', async () => {
    const k = key();
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => limits.consume(k, { points: 5, durationSeconds: 60 })),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
  });

  it('keeps keys and different limits on one key apart', async () => {
    const [a, b] = [key(), key()];
    await limits.consume(a, { points: 1, durationSeconds: 60 });
    expect((await limits.consume(a, { points: 1, durationSeconds: 60 })).ok).toBe(false);
    expect((await limits.consume(b, { points: 1, durationSeconds: 60 })).ok).toBe(true);
    expect((await limits.consume(a, { points: 3, durationSeconds: 60 })).ok).toBe(true);
  });

  it('starts a new window once the old one is over', async () => {
    const k = key();
    const limit = { points: 1, durationSeconds: 1 };
    expect((await limits.consume(k, limit)).ok).toBe(true);
    expect((await limits.consume(k, limit)).ok).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limits.consume(k, limit)).ok).toBe(true);
  });

  it('applies several limits at once and reports the longest wait', async () => {
    const k = key();
    const limits2 = [
      { points: 2, durationSeconds: 60 },
      { points: 3, durationSeconds: 86_400 },
    ];
    expect(await limits.consumeAll(k, limits2)).toEqual({ ok: true });
    expect(await limits.consumeAll(k, limits2)).toEqual({ ok: true });
    const refused = await limits.consumeAll(k, limits2);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    const daily = await limits.consumeAll(k, limits2);
    if (!daily.ok) expect(daily.retryAfterSeconds).toBeGreaterThan(86_000); // the daily one is spent now too
    expect(daily.ok).toBe(false);
  });

  it('counts an IPv6 /64 as one client, and the next /64 apart', async () => {
    const limit = { points: 2, durationSeconds: 60 };
    const scope = `feedback-${crypto.randomUUID()}`;
    const hit = (ip: string) => limits.consume(`${scope}:${addressBucket(ip)}`, limit);
    expect((await hit('2001:db8:1:2::a')).ok).toBe(true);
    expect((await hit('2001:db8:1:2:ffff:ffff:ffff:ffff')).ok).toBe(true);
    expect((await hit('2001:0db8:0001:0002::1234')).ok).toBe(false);
    expect((await hit('2001:db8:1:3::a')).ok).toBe(true);
    expect((await hit('198.51.100.1')).ok).toBe(true);
    expect((await hit('198.51.100.2')).ok).toBe(true);
  });
});
