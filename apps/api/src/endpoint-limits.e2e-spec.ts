import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIMITS } from '@sidequest/platform-http';
import { authFlows, fromIp, untilLimited } from './testing/auth-flows';
import { call } from './testing/auth-http';
import { as } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

// RATE_LIMIT_SCALE stays at its default of 1: these are the production limits.
const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

const { url, newUser: signUp } = authFlows(() => api);
const newUser = () => signUp('limited');

const QUEST = { id: 'q-nurse-1', title: 'Shadow a nurse', description: 'Ask a nurse about one shift.' };

/**
 * Each request comes from its own address, so only the per-user limit can refuse. A request the
 * route then refuses (404, 400) still counts: the limit is taken before the route does any work.
 */
const endpoints: [string, { points: number }, number, (token: string) => Promise<Response>][] = [
  [
    'POST /api/quests/generate',
    ENDPOINT_LIMITS.questGeneration.perUser,
    200,
    (t) => call(url('/quests/generate'), { bearer: t, body: { answer: 'nurse, pilot' }, headers: fromIp() }),
  ],
  [
    'POST /api/quests/generate-one',
    ENDPOINT_LIMITS.questGeneration.perUser,
    200,
    (t) =>
      call(url('/quests/generate-one'), {
        bearer: t,
        body: { code: '17-2051.00', answer: 'engineer' },
        headers: fromIp(),
      }),
  ],
  [
    'POST /api/plans/generate',
    ENDPOINT_LIMITS.planGeneration.perUser,
    200,
    (t) => call(url('/plans/generate'), { bearer: t, body: { quest: QUEST, userAnswer: 'nurse' }, headers: fromIp() }),
  ],
  [
    'POST /api/quests/start',
    ENDPOINT_LIMITS.questStart.perUser,
    404,
    (t) => call(url('/quests/start'), { bearer: t, body: { questId: crypto.randomUUID() }, headers: fromIp() }),
  ],
  [
    'POST /api/community-quests/:id/start',
    ENDPOINT_LIMITS.questStart.perUser,
    404,
    (t) => call(url(`/community-quests/${crypto.randomUUID()}/start`), { bearer: t, body: {}, headers: fromIp() }),
  ],
  [
    'POST /api/onboarding',
    ENDPOINT_LIMITS.onboarding.perUser,
    400,
    (t) => call(url('/onboarding'), { bearer: t, body: { answer: 'nurse', quests: [] }, headers: fromIp() }),
  ],
  [
    'POST /api/billing/portal',
    ENDPOINT_LIMITS.billing.perUser,
    404,
    (t) => call(url('/billing/portal'), { bearer: t, method: 'POST', headers: fromIp() }),
  ],
  [
    'GET /api/me/export',
    ENDPOINT_LIMITS.dataExport.perUser,
    200,
    (t) => call(url('/me/export'), { bearer: t, headers: fromIp() }),
  ],
];

describe('expensive endpoints are limited per user, with 429 and Retry-After', () => {
  it.each(endpoints)('%s: up to the per-user limit, then 429', async (_name, limit, allowed, send) => {
    const token = await newUser();
    const { res, passed } = await untilLimited(limit.points, () => send(token), allowed);
    expect(passed).toBeGreaterThanOrEqual(limit.points);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await res.json()).error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // Another user is not affected.
    expect((await send(await newUser())).status).toBe(allowed);
  });

  it('checkout and the portal share one count', async () => {
    const token = await newUser();
    const portal = () => call(url('/billing/portal'), { bearer: token, method: 'POST', headers: fromIp() });
    for (let i = 0; i < ENDPOINT_LIMITS.billing.perUser.points - 1; i++) expect((await portal()).status).toBe(404);
    expect(
      (await call(url('/billing/checkout'), { bearer: token, method: 'POST', headers: fromIp() })).status,
    ).not.toBe(429);
    expect((await portal()).status).toBe(429);
  });
});

/** The cheap signed-in writes share one per-user count: each answers as it would until the count is used up. */
const cheapWrites: [string, number, (me: ReturnType<typeof as>) => Promise<Response>][] = [
  [
    'PUT /api/progress/time-zone',
    200,
    (me) => me('/progress/time-zone', { method: 'PUT', body: { time_zone: 'UTC' }, headers: fromIp() }),
  ],
  [
    'PUT /api/progress/reminder',
    200,
    (me) =>
      me('/progress/reminder', {
        method: 'PUT',
        body: { enabled: false, time: '18:00', days: ['mon'], time_zone: 'UTC' },
        headers: fromIp(),
      }),
  ],
  [
    'POST /api/progress/check-ins/today',
    409,
    (me) => me('/progress/check-ins/today', { body: { timeZone: 'UTC' }, headers: fromIp() }),
  ],
  [
    'DELETE /api/progress/check-ins/today',
    200,
    (me) => me('/progress/check-ins/today?timeZone=UTC', { method: 'DELETE', headers: fromIp() }),
  ],
  [
    'PUT /api/quests/current/milestones/:index',
    404,
    (me) =>
      me('/quests/current/milestones/0', {
        method: 'PUT',
        body: { questId: 'none', completed: true },
        headers: fromIp(),
      }),
  ],
  [
    'POST /api/quest-progress/:id/toggle',
    404,
    (me) => me(`/quest-progress/${crypto.randomUUID()}/toggle`, { body: { step_index: 0 }, headers: fromIp() }),
  ],
  [
    'POST /api/progress/reflections',
    404,
    (me) =>
      me('/progress/reflections', {
        body: { quest_id: crypto.randomUUID(), rating: 3, direction: 'more', ended: 'finished' },
        headers: fromIp(),
      }),
  ],
  [
    'PUT /api/interest-profile',
    200,
    (me) => me('/interest-profile', { method: 'PUT', body: { answers: { R1: 4 } }, headers: fromIp() }),
  ],
];

describe('cheap signed-in writes are limited per user', () => {
  it.each(cheapWrites)('%s: up to the shared per-user limit, then 429', async (_name, allowed, send) => {
    const { perUser } = ENDPOINT_LIMITS.personalWrites;
    const me = as(api, await newUser());
    const { res, passed } = await untilLimited(perUser.points, () => send(me), allowed);
    expect(passed).toBeGreaterThanOrEqual(perUser.points);
    expect(res.status).toBe(429);
    expect((await res.json()).error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await send(as(api, await newUser()))).status).toBe(allowed);
  });
});

describe('quest generation is limited per address too', () => {
  it('refuses a further user from one address once the address used its limit', async () => {
    const address = {
      'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    };
    const { perUser, perAddress } = ENDPOINT_LIMITS.questGeneration;
    const generate = (token: string) =>
      call(url('/quests/generate'), { bearer: token, body: { answer: 'nurse' }, headers: address });
    let sent = 0;
    // Several users behind one address, each within their own limit.
    while (sent < perAddress.points) {
      const token = await newUser();
      for (let i = 0; i < perUser.points && sent < perAddress.points; i++, sent++)
        expect((await generate(token)).status).toBe(200);
    }
    const refused = await generate(await newUser());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(
      (await call(url('/quests/generate'), { bearer: await newUser(), body: { answer: 'nurse' }, headers: fromIp() }))
        .status,
    ).toBe(200);
  });
});
