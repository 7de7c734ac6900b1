import { expect } from 'vitest';
import { GenerateQuestsResponse } from '@sidequest/contracts';
import { fromIp, PASSWORD, uniqueEmail } from './auth-flows';
import { call } from './auth-http';
import type { TestApi } from './test-api';

/** Signs a new user up on an api started with AUTH_REQUIRE_EMAIL_CONFIRMATION=false: the answer is a session. */
export async function signedUp(api: TestApi, name = 'hero') {
  const email = uniqueEmail(name);
  const res = await call(`${api.url}/api/auth/signup`, { body: { email, password: PASSWORD }, headers: fromIp() });
  expect(res.status).toBe(201);
  const session = (await res.json()) as { access_token: string; user: { id: string } };
  return { email, token: session.access_token, userId: session.user.id };
}

/** A JSON call to /api as the given user. */
export const as =
  (api: TestApi, token: string) =>
  (path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call(`${api.url}/api${path}`, { ...options, bearer: token });

/**
 * A signed-up user who started the nurse quest (onboarding) and then switched to the carpenter one, their current
 * quest; the teacher quest was generated but never started.
 */
export async function withTwoQuests(api: TestApi, name: string, answer = 'nurse, carpenter, teacher') {
  const user = await signedUp(api, name);
  const me = as(api, user.token);
  const generated = await me('/quests/generate', { body: { answer } });
  expect(generated.status).toBe(200);
  const { quests } = GenerateQuestsResponse.parse(await generated.json());
  const [nurse, carpenter, teacher] = quests;
  expect((await me('/onboarding', { body: { answer, quests, selectedQuestId: nurse.id } })).status).toBe(201);
  expect((await me('/quests/start', { body: { questId: carpenter.id, minutesPerDay: 30 } })).status).toBe(201);
  return { ...user, me, nurse, carpenter, teacher };
}

/** A signed-up user who finished onboarding with the first generated quest (of `quests`), so they have a current quest. */
export async function withCurrentQuest(api: TestApi, name = 'quester', answer = 'nurse, pilot, chef') {
  const user = await signedUp(api, name);
  const me = as(api, user.token);
  const generated = await me('/quests/generate', { body: { answer } });
  const { quests } = GenerateQuestsResponse.parse(await generated.json());
  const res = await me('/onboarding', { body: { answer, quests, selectedQuestId: quests[0].id } });
  expect(res.status).toBe(201);
  const current = (await res.json()).current as { quest_id: string };
  return { ...user, me, questId: current.quest_id, title: quests[0].title, quests };
}

/** Deletes the user's account (204, the password and the address typed again) and expects none of their rows in `table`. */
export async function expectDeletedWithAccount(
  api: TestApi,
  user: { me: ReturnType<typeof as>; email: string; userId: string },
  table: string,
) {
  const res = await user.me('/me', { method: 'DELETE', body: { password: PASSWORD, confirm: user.email } });
  expect(res.status).toBe(204);
  const { rows } = await api.sql.query(`select count(*)::int as n from ${table} where user_id = $1`, [user.userId]);
  expect(rows[0].n).toBe(0);
}
