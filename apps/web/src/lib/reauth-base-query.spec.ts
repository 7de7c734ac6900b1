import { describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery, withReauth, type ApiExtra } from './api';

/** A fake server: answers 401 to any token but the valid one, and records what it was sent. */
function fakeServer(validToken: string) {
  const seen: Array<{ url: string; auth: string | null }> = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const auth = request.headers.get('Authorization');
    seen.push({ url: request.url, auth });
    if (request.url.includes('/auth/login'))
      return Response.json({ error: 'Invalid email or password' }, { status: 401 });
    return auth === `Bearer ${validToken}`
      ? Response.json({ ok: true })
      : Response.json({ error: 'Unauthorized' }, { status: 401 });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, seen };
}

function fakeApi(state: { token: string | null }, refresh: ApiExtra['refreshAccessToken']): BaseQueryApi {
  return {
    getState: () => ({ auth: { session: state.token ? { access_token: state.token } : null } }),
    extra: { refreshAccessToken: refresh } satisfies ApiExtra,
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
}

describe('withReauth', () => {
  it('refreshes once on a 401 and retries with the new token', async () => {
    const server = fakeServer('fresh');
    const state = { token: 'stale' as string | null };
    const refresh = vi.fn(async () => {
      state.token = 'fresh';
      return 'fresh';
    });
    const query = withReauth(createBaseQuery('http://sq.test/api', server.fetchFn));

    const result = await query('/me', fakeApi(state, refresh), {});

    expect(result.data).toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledExactlyOnceWith('stale');
    expect(server.seen.map((s) => s.auth)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('retries even when the new token happens to equal the old one (same-second JWTs)', async () => {
    const server = fakeServer('same');
    let answered401 = false;
    const fetchFn = (async (input: RequestInfo | URL) => {
      if (!answered401) {
        answered401 = true;
        return Response.json({ error: 'Unauthorized' }, { status: 401 });
      }
      return server.fetchFn(input);
    }) as typeof fetch;
    const refresh = vi.fn(async () => 'same');
    const result = await withReauth(createBaseQuery('http://sq.test/api', fetchFn))(
      '/me',
      fakeApi({ token: 'same' }, refresh),
      {},
    );
    expect(result.data).toEqual({ ok: true });
  });

  it('returns the 401 without a retry when the refresh finds no session', async () => {
    const server = fakeServer('fresh');
    const refresh = vi.fn(async () => null);
    const query = withReauth(createBaseQuery('http://sq.test/api', server.fetchFn));

    const result = await query('/me', fakeApi({ token: 'stale' }, refresh), {});

    expect(result.error?.status).toBe(401);
    expect(server.seen).toHaveLength(1);
  });

  it('does not loop when the retried call is refused again', async () => {
    const server = fakeServer('never');
    const state = { token: 'a' as string | null };
    const refresh = vi.fn(async () => (state.token = 'b'));
    const query = withReauth(createBaseQuery('http://sq.test/api', server.fetchFn));

    const result = await query({ url: '/me' }, fakeApi(state, refresh), {});

    expect(result.error?.status).toBe(401);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.seen).toHaveLength(2);
  });

  it('leaves 401s from the auth endpoints alone (wrong password is not an expired token)', async () => {
    const server = fakeServer('fresh');
    const refresh = vi.fn(async () => 'fresh');
    const query = withReauth(createBaseQuery('http://sq.test/api', server.fetchFn));

    const result = await query({ url: '/auth/login', method: 'POST', body: {} }, fakeApi({ token: null }, refresh), {});

    expect(result.error).toMatchObject({ status: 401, data: { error: 'Invalid email or password' } });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('passes other failures straight through', async () => {
    const fetchFn = vi.fn(async () => Response.json({ error: 'Down' }, { status: 503 })) as unknown as typeof fetch;
    const refresh = vi.fn(async () => 'x');
    const result = await withReauth(createBaseQuery('http://sq.test/api', fetchFn))(
      '/me',
      fakeApi({ token: 't' }, refresh),
      {},
    );
    expect(result.error?.status).toBe(503);
    expect(refresh).not.toHaveBeenCalled();
  });
});
