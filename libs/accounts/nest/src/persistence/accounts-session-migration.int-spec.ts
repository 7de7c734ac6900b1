import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSessionMapper } from './accounts.mappers';
import { accountsMigrations } from './accounts.migrations';
import { accountsEntitySchemas, RefreshSessionRecordSchema } from './accounts.schemas';

let ctx: ContextOrm;
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);
const ids = {
  user: '00000000-0000-4000-8000-000000000001',
  first: '00000000-0000-4000-8000-000000000002',
  later: '00000000-0000-4000-8000-000000000003',
};

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_accounts_mig',
    entities: accountsEntitySchemas,
    migrations: accountsMigrations,
    migrate: false,
  });
});

afterAll(() => ctx?.close());

describe('the session lifetime migration', () => {
  it('gives existing families their sign-in time and a salt, and ends those older than 30 days', async () => {
    await ctx.orm.migrator.up({ to: accountsMigrations[0]!.name });
    const conn = ctx.em.getConnection();
    await conn.execute(`insert into users (id, email, created_at) values (?, 'old@example.test', ?)`, [
      ids.user,
      ago(60),
    ]);
    // A sign-in 40 days ago, rotated 5 days ago: the old rule granted it another 30 days.
    await conn.execute(
      `insert into refresh_sessions (id, user_id, family_id, token_hash, created_at, expires_at, rotated_at) values
       (?, ?, ?, 'h-first', ?, ?, ?), (?, ?, ?, 'h-later', ?, ?, null)`,
      [
        ids.first,
        ids.user,
        ids.first,
        ago(40),
        ago(10),
        ago(5),
        ids.later,
        ids.user,
        ids.first,
        ago(5),
        new Date(now + 25 * DAY),
      ],
    );
    await ctx.orm.migrator.up();

    const rows = await ctx.em.fork().find(RefreshSessionRecordSchema, {}, { orderBy: { createdAt: 'asc' } });
    expect(rows.map((row) => row.familyStartedAt.getTime())).toEqual([ago(40).getTime(), ago(40).getTime()]);
    expect(rows.every((row) => row.successorSalt.length >= 32)).toBe(true);
    expect(rows[0]!.successorSalt).not.toBe(rows[1]!.successorSalt);
    const later = refreshSessionMapper.toDomain(rows[1]!);
    expect(later.expiresAt.getTime()).toBe(ago(10).getTime());
    expect(later.state(new Date(now))).toBe('expired');
  });
});
