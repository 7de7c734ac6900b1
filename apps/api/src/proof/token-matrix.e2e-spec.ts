import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFlows, fromIp, PASSWORD } from '../testing/auth-flows';
import { call } from '../testing/auth-http';
import { startTestApi, type TestApi } from '../testing/test-api';
import { operationsOf, urlOf, validValue, type Operation } from './support/openapi';
import { badTokens, decodePayload, signJwt } from './support/tokens';

let api: TestApi;
let operations: Operation[];
let session: string;
beforeAll(async () => {
  api = await startTestApi();
  operations = await operationsOf(api.app);
  const { email } = await authFlows(() => api).confirmedUser();
  const res = await call(`${api.url}/api/auth/login`, { body: { email, password: PASSWORD }, headers: fromIp() });
  session = (await res.json()).access_token;
});
afterAll(() => api?.close());

const send = (op: Operation, token?: string) => {
  const schema = op.body['application/json'];
  return api.app.inject({
    method: op.method as 'GET',
    url: urlOf(op),
    headers: {
      ...fromIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(schema ? { 'content-type': 'application/json' } : {}),
    },
    payload: schema ? JSON.stringify(validValue(schema)) : undefined,
  });
};

const CREDENTIAL_CHECKS = new Set(['POST /api/auth/login']);

describe('token matrix (every bearer operation in OpenAPI)', () => {
  it('finds the bearer operations', () => {
    expect(operations.filter((op) => op.bearer).map((op) => op.key)).toEqual(
      expect.arrayContaining(['GET /api/me', 'DELETE /api/me']),
    );
  });

  it('refuses no token, an expired, a forged and an alg:none token with 401 and a JSON message', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.bearer)) {
      for (const [kind, token] of Object.entries(badTokens(session, api.config.auth.jwtSecret))) {
        // Optional sign-in (OpenAPI's empty requirement): no token is an anonymous caller, a bad one is refused.
        if (kind === 'none' && op.anonymousAllowed) continue;
        const res = await send(op, token);
        const body = safeJson(res.body);
        const message = body?.error ?? body?.message;
        if (res.statusCode !== 401 || typeof message !== 'string' || !message)
          failures.push(`${op.key} with ${kind} token: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts the same claims properly signed, so the refusals are about the token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const good = signJwt({ ...decodePayload(session), exp: now + 600 }, api.config.auth.jwtSecret);
    const me = operations.find((op) => op.key === 'GET /api/me')!;
    expect((await send(me, good)).statusCode).toBe(200);
  });

  it('no operation outside the matrix asks for a session: without credentials none answers 401', async () => {
    // Operations guarded by another scheme (the refresh cookie) are checked by the accounts suites.
    // Login answers 401 to wrong credentials in its body: that is its job, not a session check.
    const open = operations.filter(
      (op) => (op.security.length === 0 || op.anonymousAllowed) && !CREDENTIAL_CHECKS.has(op.key),
    );
    expect(open.length).toBeGreaterThan(0);
    const asking: string[] = [];
    for (const op of open) {
      const res = await send(op);
      if (res.statusCode === 401) asking.push(`${op.key}: ${res.body.slice(0, 200)}`);
    }
    expect(asking, 'these need a session but OpenAPI does not say so').toEqual([]);
  });
});

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
