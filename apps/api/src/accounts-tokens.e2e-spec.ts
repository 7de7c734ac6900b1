import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authFlows, fromIp, PASSWORD } from './testing/auth-flows';
import { call, decodeJwt } from './testing/auth-http';
import { startTestApi, useTestApi } from './testing/test-api';

const api = useTestApi();

const { url, confirmedUser } = authFlows(() => api);

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
function sign(payload: Record<string, unknown>, secret: string, alg = 'HS256'): string {
  const head = b64({ alg, typ: 'JWT' });
  const body = b64(payload);
  const sig = alg === 'none' ? '' : createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

async function login(email: string) {
  const res = await call(url('/auth/login'), { body: { email, password: PASSWORD }, headers: fromIp() });
  expect(res.status).toBe(200);
  return res.json();
}

describe('access tokens', () => {
  it("never let one user's token read another user's /api/me", async () => {
    const alice = await login((await confirmedUser()).email);
    const bob = await login((await confirmedUser()).email);
    const asAlice = await (await call(url('/me'), { bearer: alice.access_token })).json();
    const asBob = await (await call(url('/me'), { bearer: bob.access_token })).json();
    expect(asAlice.user).toEqual(alice.user);
    expect(asBob.user).toEqual(bob.user);
    expect(asAlice.user.id).not.toBe(asBob.user.id);
    // A user id smuggled in the query or body is ignored: the token decides.
    const smuggled = await (await call(`${url('/me')}?user_id=${bob.user.id}`, { bearer: alice.access_token })).json();
    expect(smuggled.user.id).toBe(alice.user.id);
  });

  it('refuses expired, forged, re-signed and unsigned tokens with 401', async () => {
    const session = await login((await confirmedUser()).email);
    const { payload } = decodeJwt(session.access_token);
    const secret = api.config.auth.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    const expired = sign({ ...payload, iat: now - 3600, exp: now - 60 }, secret);
    const otherSecret = sign(payload, 'not-the-server-secret-but-long-enough-to-look-real');
    const unsigned = sign(payload, '', 'none');
    const [head, , sig] = session.access_token.split('.');
    const tampered = `${head}.${b64({ ...payload, sub: '00000000-0000-0000-0000-000000000000' })}.${sig}`;
    for (const token of [expired, otherSecret, unsigned, tampered]) {
      const res = await call(url('/me'), { bearer: token });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    // The same claims, properly signed and in date, are accepted: the refusals above are about the token.
    expect((await call(url('/me'), { bearer: sign({ ...payload, exp: now + 60 }, secret) })).status).toBe(200);
  });
});

describe('client addresses', () => {
  it('ignores a spoofed X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    const direct = await startTestApi({
      env: { TRUST_PROXY: 'false' },
      accounts: { rateLimits: { signup: { perIp: { limit: 2, windowSeconds: 3600 } } } },
    });
    try {
      const signup = (n: number) =>
        fetch(`${direct.url}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${n}` },
          body: JSON.stringify({ email: `spoof-${n}-${Date.now()}@example.com`, password: PASSWORD }),
        });
      expect((await signup(1)).status).toBe(201);
      expect((await signup(2)).status).toBe(201);
      expect((await signup(3)).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('refresh races', () => {
  it('lets two requests spend the same refresh cookie at once (a reload mid-refresh) without signing the user out', async () => {
    const { jar } = await confirmedUser();
    const cookie = `sq_refresh=${jar.get('sq_refresh')}`;
    const refresh = () => fetch(url('/auth/refresh'), { method: 'POST', headers: { cookie, ...fromIp() } });
    const [a, b] = await Promise.all([refresh(), refresh()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    for (const res of [a, b]) {
      const next = res.headers.get('set-cookie')!.match(/sq_refresh=([^;]+)/)![1];
      const again = await fetch(url('/auth/refresh'), {
        method: 'POST',
        headers: { cookie: `sq_refresh=${next}`, ...fromIp() },
      });
      expect(again.status).toBe(200);
    }
  });
});
