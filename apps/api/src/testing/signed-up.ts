import { expect } from 'vitest';
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
