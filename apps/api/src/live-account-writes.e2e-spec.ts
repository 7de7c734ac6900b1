import { describe, expect, it } from 'vitest';
import { fromIp, PASSWORD } from './testing/auth-flows';
import { holdingUserRow, someoneWaitsOnALock } from './testing/row-locks';
import { as, signedUp } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

// Progress and billing writes go through the platform's LiveAccountInterceptor: a token issued before
// the account was deleted (it lives 15 minutes) writes no progress or entitlement row afterwards. Since
// access tokens name their sign-in (session-revocation.e2e-spec.ts), the deletion also ends the token itself:
// every request with it is refused as signed out, and the interceptor stays as the second line.

/** The answer to a token of a deleted account: signed out (its sign-in was ended), or the account is gone. */
const REFUSED = /not signed in|session has expired|no longer exists/;

// No Stripe keys: billing runs the local test checkout.
const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

const rows = async (userId: string) => ({
  quest_progress: Number(
    (await api.sql.query('select count(*) as n from quest_progress where user_id = $1', [userId])).rows[0].n,
  ),
  entitlements: Number(
    (await api.sql.query('select count(*) as n from entitlements where user_id = $1', [userId])).rows[0].n,
  ),
});
const messagesFrom = async (userId: string) =>
  Number(
    (
      await api.sql.query(
        'select (select count(*) from feedback_messages where sender_user_id = $1) + (select count(*) from support_messages where sender_user_id = $1) as n',
        [userId],
      )
    ).rows[0].n,
  );

async function deletedUserWithStaleToken() {
  const user = await signedUp(api, 'gone');
  const me = as(api, user.token);
  const quests = (await (await me('/community-quests')).json()).quests as { quest_id: string }[];
  expect((await me(`/community-quests/${quests[0].quest_id}/start`, { body: {} })).status).toBe(201);
  const checkout = await (await me('/billing/checkout', { method: 'POST' })).json();
  const sessionId = new URL(checkout.url).searchParams.get('session')!;
  expect((await me('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: user.email } })).status).toBe(204);
  return { ...user, me, quests, sessionId };
}

describe('progress and billing writes with a token of a deleted account', () => {
  it('answer 401 and leave no row; reads are refused too', async () => {
    const user = await deletedUserWithStaleToken();
    expect(await rows(user.userId)).toEqual({ quest_progress: 0, entitlements: 0 });
    const writes = [
      user.me(`/community-quests/${user.quests[1].quest_id}/start`, { body: {} }),
      user.me(`/quest-progress/${user.quests[0].quest_id}/toggle`, { body: { step_index: 0 } }),
      user.me('/billing/checkout', { method: 'POST' }),
      user.me('/billing/portal', { method: 'POST' }),
      user.me('/billing/test-checkout/complete', { body: { session_id: user.sessionId } }),
      user.me('/billing/test-portal/cancel', { body: { when: 'now' } }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(401);
      expect((await res.json()).error).toMatch(REFUSED);
    }
    expect(await rows(user.userId)).toEqual({ quest_progress: 0, entitlements: 0 });
    expect((await user.me('/community-quests')).status).toBe(401);
  });

  it('feedback and support signed with it answer 401 and store nothing that names the deleted user', async () => {
    const user = await deletedUserWithStaleToken();
    const support = await user.me('/support', {
      body: { name: 'Gone', email: user.email, message: 'Still here?' },
      headers: fromIp(),
    });
    expect(support.status).toBe(401);
    expect((await support.json()).error).toMatch(REFUSED);
    const body = new FormData();
    body.append('feedback', 'Hello from a deleted account');
    const feedback = await fetch(`${api.url}/api/feedback`, {
      method: 'POST',
      body,
      headers: { ...fromIp(), authorization: `Bearer ${user.token}` },
    });
    expect(feedback.status).toBe(401);
    expect((await feedback.json()).error).toMatch(REFUSED);
    expect(await messagesFrom(user.userId)).toBe(0);
  });

  it('a start that arrives while the deletion holds the account row waits for it, then answers 401 and leaves no row', async () => {
    const user = await signedUp(api, 'racing');
    const quests = (await (await as(api, user.token)('/community-quests')).json()).quests as { quest_id: string }[];
    const { write } = await holdingUserRow(api.db.url, user.userId, 'for update', async (deletion) => {
      const write = as(api, user.token)(`/community-quests/${quests[0].quest_id}/start`, { body: {} });
      await someoneWaitsOnALock(api.sql);
      await deletion.query('delete from quest_progress where user_id = $1', [user.userId]);
      await deletion.query('delete from users where id = $1', [user.userId]);
      return { write };
    });
    expect((await write).status).toBe(401);
    expect(await rows(user.userId)).toEqual({ quest_progress: 0, entitlements: 0 });
  });

  it('a live account still writes: start and toggle answer as before', async () => {
    const user = await signedUp(api, 'alive');
    const me = as(api, user.token);
    const quests = (await (await me('/community-quests')).json()).quests as { quest_id: string }[];
    expect((await me(`/community-quests/${quests[0].quest_id}/start`, { body: {} })).status).toBe(201);
    expect((await me(`/quest-progress/${quests[0].quest_id}/toggle`, { body: { step_index: 0 } })).status).toBe(200);
    expect((await me('/community-quests/no-such-quest/start', { body: {} })).status).toBe(404);
    expect(await rows(user.userId)).toEqual({ quest_progress: 1, entitlements: 0 });
  });

  it('concurrent starts of one quest (a double click) inside the write transaction: one 201, the rest 200 with the same row', async () => {
    const user = await signedUp(api, 'double');
    const me = as(api, user.token);
    const [quest] = (await (await me('/community-quests')).json()).quests as { quest_id: string }[];
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => me(`/community-quests/${quest.quest_id}/start`, { body: {} })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).quest_id)));
    expect([...ids]).toEqual([quest.quest_id]);
    expect(await rows(user.userId)).toEqual({ quest_progress: 1, entitlements: 0 });
  });
});
