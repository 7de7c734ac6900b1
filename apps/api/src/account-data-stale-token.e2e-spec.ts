import { describe, expect, it } from 'vitest';
import { PASSWORD } from './testing/auth-flows';
import { holdingUserRow, someoneWaitsOnALock } from './testing/row-locks';
import { withCurrentQuest } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

// An access token lives 15 minutes and the bearer guard reads no database: these check that a token
// issued before the account was deleted can no longer write quests rows, even mid-deletion. Since access
// tokens name their sign-in, the deletion also ends the token (signed out); the write gate stays the second line.

/** The answer to a token of a deleted account: signed out (its sign-in was ended), or the account is gone. */
const REFUSED = /not signed in|session has expired|no longer exists/;
const ANSWER = 'nurse, pilot, chef';
const TABLES = ['profiles', 'onboarding_responses', 'generated_quests', 'quest_selections', 'milestone_progress'];

const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

const onboardedUser = () => withCurrentQuest(api, 'stale', ANSWER);

const rowsLeft = async (userId: string) => {
  const counts: Record<string, number> = {};
  for (const t of TABLES)
    counts[t] = Number((await api.sql.query(`select count(*) as n from ${t} where user_id = $1`, [userId])).rows[0].n);
  return counts;
};
const none = Object.fromEntries(TABLES.map((t) => [t, 0]));

describe('a token issued before the account was deleted', () => {
  it('writes nothing afterwards: every quests write answers 401, and reads are refused too', async () => {
    const user = await onboardedUser();
    expect((await user.me('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: user.email } })).status).toBe(
      204,
    );
    expect(await rowsLeft(user.userId)).toEqual(none);

    const writes = [
      user.me('/onboarding', { body: { answer: ANSWER, quests: user.quests, selectedQuestId: user.quests[1].id } }),
      user.me('/quests/start', { body: { questId: user.quests[1].id } }),
      user.me('/quests/current/plan', { method: 'PATCH', body: { questId: user.quests[0].id, minutesPerDay: 45 } }),
      user.me('/quests/current/milestones/0', { method: 'PUT', body: { questId: user.quests[0].id, completed: true } }),
      user.me('/generated-quests/00000000-0000-4000-8000-000000000000', { method: 'DELETE' }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(401);
      expect((await res.json()).error).toMatch(REFUSED);
    }
    expect(await rowsLeft(user.userId)).toEqual(none);
    expect((await user.me('/dashboard')).status).toBe(401);
  });

  it('a write that arrives while the deletion is in flight waits for it, then answers 401 and leaves no row', async () => {
    const user = await onboardedUser();
    // What the deletion transaction holds before it removes the quests rows.
    const { write } = await holdingUserRow(api.db.url, user.userId, 'for update', async (deletion) => {
      const write = user.me('/onboarding', {
        body: { answer: 'vet', quests: user.quests, selectedQuestId: user.quests[2].id },
      });
      await someoneWaitsOnALock(api.sql);
      for (const t of TABLES.slice(1)) await deletion.query(`delete from ${t} where user_id = $1`, [user.userId]);
      await deletion.query('delete from users where id = $1', [user.userId]);
      return { write };
    });
    const res = await write;
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatch(REFUSED);
    expect(await rowsLeft(user.userId)).toEqual(none);
  });

  it('a deletion that arrives while a quests write is in flight waits for it and removes its rows too', async () => {
    const user = await onboardedUser();
    // What a quests write holds (LiveAccountWrites) while it inserts.
    const { deletion } = await holdingUserRow(api.db.url, user.userId, 'for key share', async (write) => {
      await write.query(
        `insert into generated_quests (id, user_id, quest_id, title, description, is_selected, created_at)
         values (gen_random_uuid(), $1, 'late-quest', 'Late', 'Written during the deletion.', false, now())`,
        [user.userId],
      );
      const deletion = user.me('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: user.email } });
      await someoneWaitsOnALock(api.sql);
      return { deletion };
    });
    expect((await deletion).status).toBe(204);
    expect(await rowsLeft(user.userId)).toEqual(none);
  });
});
