import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api';
import { registeredRoutes } from './support/registered-routes';

type Access = 'public' | 'optional-user' | 'user';

/**
 * The reviewed list: every route the api serves and who may call it. The api denies by default (a
 * global AccessGuard); a route is public only where its code says `@Public()`. A new route fails this
 * test until someone adds it here, which is the review.
 */
const REVIEWED: Record<string, Access> = {
  'POST /api/auth/signup': 'public',
  'GET /api/auth/confirm': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/password/forgot': 'public',
  'POST /api/auth/confirm/resend': 'public',
  'POST /api/auth/password/reset': 'public',
  'POST /api/auth/password/change': 'user',
  'GET /api/auth/providers': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/google/callback': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'POST /api/client-log/not-found': 'public',
  'POST /api/billing/webhook': 'public',
  'GET /metrics': 'public',
  'GET /dev/mail': 'public',
  'GET /dev/mail/{file}': 'public',
  // The dev clock of the browser journey: loopback only, absent in production.
  'POST /dev/reminders/tick': 'public',
  'GET /dev/clock': 'public',
  'PUT /dev/clock': 'public',
  'DELETE /dev/clock': 'public',
  // A reminder mail's signed single-use links: the token is the authority, no session.
  'POST /api/progress/reminder-links/{action}': 'public',
  'POST /api/feedback': 'optional-user',
  'POST /api/support': 'optional-user',
  'GET /api/me': 'user',
  'GET /api/me/export': 'user',
  'DELETE /api/me': 'user',
  'GET /api/me/feedback-attachments/{id}': 'user',
  'POST /api/quests/generate': 'optional-user',
  'POST /api/quests/generate-one': 'optional-user',
  'GET /api/occupations/search': 'public',
  'GET /api/occupations/groups': 'public',
  'GET /api/occupations/{code}': 'public',
  'GET /api/occupations/{code}/next': 'public',
  'POST /api/occupations/by-interests': 'public',
  'GET /api/interest-profile': 'user',
  'PUT /api/interest-profile': 'user',
  'DELETE /api/interest-profile': 'user',
  'GET /api/quests/signature': 'public',
  'POST /api/quests/start': 'user',
  'PATCH /api/quests/current/plan': 'user',
  'PUT /api/quests/current/milestones/{index}': 'user',
  'GET /api/progress/daily': 'user',
  'POST /api/progress/check-ins/today': 'user',
  'DELETE /api/progress/check-ins/today': 'user',
  'POST /api/progress/reflections': 'user',
  'GET /api/progress/reflections': 'user',
  'GET /api/progress/awards': 'user',
  'GET /api/progress/reminder': 'user',
  'PUT /api/progress/reminder': 'user',
  'GET /api/progress/time-zone': 'user',
  'PUT /api/progress/time-zone': 'user',
  'GET /api/dashboard': 'user',
  'GET /api/explorations': 'user',
  'POST /api/onboarding': 'user',
  'DELETE /api/generated-quests/{id}': 'user',
  'POST /api/plans/generate': 'user',
  'GET /api/community-quests': 'user',
  'POST /api/community-quests/{questId}/start': 'user',
  'GET /api/quest-progress': 'user',
  'POST /api/quest-progress/{questId}/toggle': 'user',
  'GET /api/billing/subscription': 'user',
  'POST /api/billing/checkout': 'user',
  'POST /api/billing/portal': 'user',
  'POST /api/billing/test-checkout/complete': 'user',
  'POST /api/billing/test-portal/cancel': 'user',
};

/** Not api operations: the OpenAPI pages and the SPA with its client-route fallback. */
const NOT_API = [/^\/api\/docs/, /^\/(\*)?$/];
const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  questId: '00000000-0000-4000-8000-000000000000',
  index: '0',
  action: 'done',
  file: 'x.eml',
};
const GUARD_MESSAGE = 'You are not signed in, or your session has expired.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** True when the global guard refused the request (401 with its message), whatever the route would do next. */
async function refusedByGuard(method: string, path: string, authorization?: string): Promise<boolean> {
  const url = api.url + path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
  const headers: Record<string, string> = {
    'x-forwarded-for': '203.0.113.77',
    ...(authorization ? { authorization } : {}),
  };
  const res = await fetch(url, { method, headers, redirect: 'manual' });
  const body = await res.text();
  return res.status === 401 && body.includes(GUARD_MESSAGE);
}

describe('route access census', () => {
  const served = () =>
    registeredRoutes(api.app)
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !NOT_API.some((p) => p.test(r.path)))
      .map((r) => `${r.method} ${r.path}`)
      .sort();

  it('lists every served route in the reviewed list, and nothing the api does not serve', () => {
    expect(served()).toEqual(Object.keys(REVIEWED).sort());
  });

  it('answers each route as reviewed: public ignores tokens, optional refuses only a bad one, user needs one', async () => {
    const observed: Record<string, Access> = {};
    for (const key of served()) {
      const [method, path] = key.split(' ');
      const anonymousRefused = await refusedByGuard(method, path);
      const badTokenRefused = await refusedByGuard(method, path, 'Bearer not-a-token');
      observed[key] = anonymousRefused ? 'user' : badTokenRefused ? 'optional-user' : 'public';
    }
    expect(observed).toEqual(REVIEWED);
  });
});
