import pg from 'pg';
import { AccountExport } from '@sidequest/contracts';
import { describe, expect, it } from 'vitest';
import { fromIp, PASSWORD } from './testing/auth-flows';
import { call } from './testing/auth-http';
import { as, signedUp } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

async function userWithData() {
  const user = await signedUp(api, 'rights');
  const me = as(api, user.token);
  const quests = (await (await me('/community-quests')).json()).quests as { quest_id: string }[];
  expect((await me(`/community-quests/${quests[0].quest_id}/start`, { body: {} })).status).toBe(201);
  expect((await me(`/quest-progress/${quests[0].quest_id}/toggle`, { body: { step_index: 2 } })).status).toBe(200);
  const checkout = await (await me('/billing/checkout', { method: 'POST' })).json();
  const session_id = new URL(checkout.url).searchParams.get('session')!;
  expect((await me('/billing/test-checkout/complete', { body: { session_id } })).status).toBe(200);
  // The interest profiler, part answered.
  expect((await me('/interest-profile', { method: 'PUT', body: { answers: PROFILER_ANSWERS } })).status).toBe(200);
  return { ...user, me, questId: quests[0].quest_id, ...(await onboarded(me)) };
}

/** Onboarding, then starting another generated quest and ticking its second milestone. */
async function onboarded(me: ReturnType<typeof as>) {
  const answer = 'nurse, pilot, chef';
  const generated = (await (await me('/quests/generate', { body: { answer } })).json()).quests as { id: string }[];
  expect(
    (await me('/onboarding', { body: { answer, quests: generated, selectedQuestId: generated[0].id } })).status,
  ).toBe(201);
  const started = await me('/quests/start', { body: { questId: generated[1].id } });
  expect(started.status).toBe(201);
  const current = (await started.json()).current as { quest_id: string };
  expect(
    (await me('/quests/current/milestones/1', { method: 'PUT', body: { questId: current.quest_id, completed: true } }))
      .status,
  ).toBe(200);
  return { generatedIds: generated.map((q) => q.id), currentQuestId: current.quest_id };
}

const PROFILER_ANSWERS = { R1: 5, I1: 4, A1: 1 };

const QUESTS_TABLES = ['onboarding_responses', 'generated_quests', 'quest_selections', 'milestone_progress'] as const;

const rowsOf = async (userId: string, email: string) => {
  const client = new pg.Client({ connectionString: api.db.url });
  await client.connect();
  try {
    const count = async (sql: string, value: string) => Number((await client.query(sql, [value])).rows[0].n);
    // One client runs one query at a time.
    const questsRows = async (id: string) => {
      const rows: Record<string, number> = {};
      for (const t of QUESTS_TABLES) rows[t] = await count(`select count(*) as n from ${t} where user_id = $1`, id);
      return rows;
    };
    return {
      users:
        (await count('select count(*) as n from users where id::text = $1', userId)) +
        (await count('select count(*) as n from users where email = $1', email)),
      sessions: await count('select count(*) as n from refresh_sessions where user_id::text = $1', userId),
      progress: await count('select count(*) as n from quest_progress where user_id = $1', userId),
      entitlements: await count('select count(*) as n from entitlements where user_id = $1', userId),
      interest_profiles: await count('select count(*) as n from interest_profiles where user_id::text = $1', userId),
      quests: await questsRows(userId),
      // Mail kept for the address, other than the goodbye itself.
      mail: await count(`select count(*) as n from mail_messages where "to" = $1 and kind <> 'goodbye'`, email),
    };
  } finally {
    await client.end();
  }
};

describe('export my data', () => {
  it("downloads a JSON file of everything about the user, in the contract's shape", async () => {
    const user = await userWithData();
    const res = await user.me('/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="sidequest-export\.json"/);
    const body = await res.json();
    expect(AccountExport.safeParse(body).success).toBe(true);
    expect(body.account).toMatchObject({ id: user.userId, email: user.email, sign_in_methods: ['password'] });
    expect(body.quest_progress).toEqual([
      expect.objectContaining({ quest_id: user.questId, completed_steps: [2], is_completed: false }),
    ]);
    expect(body.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(body.profile).toEqual({ onboarding_completed: true });
    expect(body.onboarding_responses).toEqual([expect.objectContaining({ dream_role: 'nurse, pilot, chef' })]);
    expect(body.generated_quests.map((q: { quest_id: string }) => q.quest_id).sort()).toEqual(
      [...user.generatedIds].sort(),
    );
    expect(body.generated_quests.find((q: { is_selected: boolean }) => q.is_selected).quest_id).toBe(
      user.currentQuestId,
    );
    // The onboarding choice, then the started quest, each with its plan.
    expect(body.quest_selections.map((s: { selected_quest_id: string }) => s.selected_quest_id)).toEqual([
      user.generatedIds[0],
      user.currentQuestId,
    ]);
    for (const s of body.quest_selections) expect(s.plan_data.milestones.length).toBeGreaterThan(1);
    expect(body.milestone_progress).toEqual([
      { quest_id: user.currentQuestId, completed_milestones: [1], updated_at: expect.any(String) },
    ]);
    expect(body.interest_profile).toEqual({
      answers: PROFILER_ANSWERS,
      scores: { R: 7, I: 5.5, A: 1, S: 4, E: 4, C: 4 },
      updated_at: expect.any(String),
    });
    expect(body.feedback_messages).toEqual([]);
    expect((await fetch(`${api.url}/api/me/export`)).status).toBe(401);
  });

  it("includes the provider's customer and subscription ids, the sign-in sessions (no token) and the mails sent to the user", async () => {
    const user = await userWithData();
    const body = await (await user.me('/me/export')).json();
    expect(AccountExport.safeParse(body).success).toBe(true);
    const [entitlement] = (
      await api.sql.query('select customer_id, subscription_id from entitlements where user_id = $1', [user.userId])
    ).rows;
    expect(body.subscription).toMatchObject({
      customer_id: entitlement.customer_id,
      subscription_id: entitlement.subscription_id,
    });
    expect(entitlement.subscription_id).toEqual(expect.any(String));

    const sessions = (
      await api.sql.query('select token_hash, family_id from refresh_sessions where user_id = $1', [user.userId])
    ).rows;
    expect(body.sessions).toHaveLength(new Set(sessions.map((r) => r.family_id)).size);
    expect(body.sessions[0]).toEqual({
      started_at: expect.any(String),
      last_used_at: expect.any(String),
      expires_at: expect.any(String),
      revoked_at: null,
      user_agent: 'node',
    });
    for (const r of sessions) expect(JSON.stringify(body)).not.toContain(r.token_hash);

    const mails = (
      await api.sql.query('select id, kind, created_at from mail_messages where "to" = $1 order by created_at', [
        user.email,
      ])
    ).rows;
    expect(mails.length).toBeGreaterThan(0);
    // Status and sent time move with the worker's delivery; no subject or body.
    expect(body.mails.map((m: Record<string, unknown>) => Object.keys(m).sort())).toEqual(
      mails.map(() => ['created_at', 'id', 'kind', 'sent_at', 'status']),
    );
    expect(
      body.mails.map((m: { id: string; kind: string; created_at: string }) => [m.id, m.kind, m.created_at]),
    ).toEqual(mails.map((m) => [m.id, m.kind, m.created_at.toISOString()]));
  });

  it("exports only the caller's own rows", async () => {
    const alice = await userWithData();
    const bob = await signedUp(api, 'bob');
    const body = await (await as(api, bob.token)('/me/export')).json();
    expect(body.account.id).toBe(bob.userId);
    expect(body.quest_progress).toEqual([]);
    expect(body.subscription).toBeNull();
    expect(body.interest_profile).toBeNull();
    for (const section of ['onboarding_responses', 'generated_quests', 'quest_selections', 'milestone_progress'])
      expect(body[section]).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(alice.email);
  });
});

describe('delete my account', () => {
  it('needs the e-mail typed again and the password', async () => {
    const user = await signedUp(api, 'careful');
    const me = as(api, user.token);
    const mismatch = await me('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: 'someone@else.test' } });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).error).toMatch(/type your account email/i);
    expect(
      (await me('/me', { method: 'DELETE', body: { password: 'wrong password!', confirm: user.email } })).status,
    ).toBe(403);
    expect((await me('/me', { method: 'DELETE', body: { confirm: user.email } })).status).toBe(403);
    expect((await me('/me')).status).toBe(200);
  });

  it('cancels the subscription, deletes every row in one go, revokes sessions, mails goodbye; sign-in then fails like an unknown address', async () => {
    const user = await userWithData();
    expect(await rowsOf(user.userId, user.email)).toMatchObject({
      users: 2,
      progress: 1,
      entitlements: 1,
      interest_profiles: 1,
      mail: 1,
      quests: { onboarding_responses: 1, generated_quests: 3, quest_selections: 2, milestone_progress: 1 },
    });
    const res = await user.me('/me', {
      method: 'DELETE',
      body: { password: PASSWORD, confirm: ` ${user.email.toUpperCase()} ` },
    });
    expect(res.status).toBe(204);
    expect(await rowsOf(user.userId, user.email)).toEqual({
      users: 0,
      sessions: 0,
      progress: 0,
      entitlements: 0,
      interest_profiles: 0,
      mail: 0,
      quests: { onboarding_responses: 0, generated_quests: 0, quest_selections: 0, milestone_progress: 0 },
    });
    const goodbye = await api.mail.waitFor((m) => m.to.includes(user.email) && /deleted/i.test(m.subject));
    expect(goodbye.text).toMatch(/subscription was cancelled/i);

    const login = await call(`${api.url}/api/auth/login`, {
      body: { email: user.email, password: PASSWORD },
      headers: fromIp(),
    });
    const unknown = await call(`${api.url}/api/auth/login`, {
      body: { email: `nobody-${user.email}`, password: PASSWORD },
      headers: fromIp(),
    });
    expect(login.status).toBe(unknown.status);
    expect((await login.json()).error).toBe((await unknown.json()).error);
    // The old access token no longer reaches the account.
    expect((await user.me('/me')).status).toBe(401);
  });
});
