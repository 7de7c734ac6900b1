import { MikroOrmUnitOfWork, SqlReads } from '@sidequest/platform-db';
import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsMigrations } from '../persistence/accounts.migrations';
import { accountsEntitySchemas } from '../persistence/accounts.schemas';
import { SqlMeReader } from './me.reader';

let ctx: ContextOrm;

beforeAll(async () => {
  ctx = await initContextOrm({ name: 'sq_me_reader', entities: accountsEntitySchemas, migrations: accountsMigrations });
});

afterAll(() => ctx?.close());

describe('SqlMeReader', () => {
  const ada = '0b9c6f3e-1111-4a7b-9c2d-000000000001';
  const bo = '0b9c6f3e-1111-4a7b-9c2d-000000000002';

  it('reads the account and its onboarding flag in one query, false without a profile', async () => {
    const em = ctx.em;
    await em.execute(
      `insert into users (id, email, created_at) values (?, 'ada@example.com', now()), (?, 'bo@example.com', now())`,
      [ada, bo],
    );
    await em.execute(`insert into profiles (user_id, onboarding_completed, updated_at) values (?, true, now())`, [ada]);
    const reader = new SqlMeReader(new SqlReads(em, new MikroOrmUnitOfWork(em)));
    expect(await reader.read(ada)).toEqual({
      user: { id: ada, email: 'ada@example.com' },
      profile: { onboardingCompleted: true },
    });
    expect(await reader.read(bo)).toEqual({
      user: { id: bo, email: 'bo@example.com' },
      profile: { onboardingCompleted: false },
    });
  });

  it('answers null for an unknown or malformed id', async () => {
    const em = ctx.em;
    const reader = new SqlMeReader(new SqlReads(em, new MikroOrmUnitOfWork(em)));
    expect(await reader.read('0b9c6f3e-1111-4a7b-9c2d-0000000000ff')).toBeNull();
    expect(await reader.read("' or 1=1 --")).toBeNull();
  });
});
