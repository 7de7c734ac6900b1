import { describe, expect, it, vi } from 'vitest';
import { requestRefresh } from './refresh-request';

const session = {
  access_token: 'a',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 1_900_000_000,
  user: { id: 'u', email: 'e@x.io' },
};
const answering = (res: Response | Error) =>
  vi.fn(async () => {
    if (res instanceof Error) throw res;
    return res;
  }) as unknown as typeof fetch;

describe('requestRefresh', () => {
  it('posts with the cookie and returns the session', async () => {
    const fetchFn = answering(Response.json(session));
    expect(await requestRefresh(fetchFn)).toEqual({ kind: 'session', session });
    expect(fetchFn).toHaveBeenCalledWith(
      '/api/auth/refresh',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });

  it('reads a 401 as signed out', async () => {
    expect(await requestRefresh(answering(Response.json({ error: 'Unauthorized' }, { status: 401 })))).toEqual({
      kind: 'signed-out',
    });
  });

  it('reads network failures, 429, 5xx and odd bodies as unavailable, not as a sign-out', async () => {
    expect(await requestRefresh(answering(new TypeError('Failed to fetch')))).toEqual({ kind: 'unavailable' });
    expect(await requestRefresh(answering(new Response('', { status: 429, headers: { 'Retry-After': '9' } })))).toEqual(
      { kind: 'unavailable' },
    );
    expect(await requestRefresh(answering(new Response('oops', { status: 502 })))).toEqual({ kind: 'unavailable' });
    expect(await requestRefresh(answering(Response.json({ nope: true })))).toEqual({ kind: 'unavailable' });
  });
});
