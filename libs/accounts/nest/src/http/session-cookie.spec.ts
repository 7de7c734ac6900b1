import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@sidequest/platform-config';
import { SessionCookie, toSessionBody } from './session-cookie';

const session = {
  accessToken: 'access',
  expiresInSeconds: 900,
  expiresAt: new Date('2026-03-01T09:15:00Z'),
  user: { id: 'u-1', email: 'ada@example.com' },
  refreshToken: 'refresh-secret',
  refreshExpiresAt: new Date('2026-03-31T09:00:00Z'),
};

function recordingResponse() {
  const cookies: { name: string; value: string; options: Record<string, unknown> }[] = [];
  const res = {
    setCookie: (name: string, value: string, options: Record<string, unknown>) =>
      cookies.push({ name, value, options }),
  };
  return { res: res as unknown as FastifyReply, cookies };
}

describe('SessionCookie', () => {
  it('keeps the refresh token out of the body, in an httpOnly Lax cookie on /api/auth', () => {
    const { res, cookies } = recordingResponse();
    const body = new SessionCookie(loadConfig({ NODE_ENV: 'test' })).start(res, session);
    expect(body).toEqual({
      access_token: 'access',
      token_type: 'bearer',
      expires_in: 900,
      expires_at: 1772356500,
      user: session.user,
    });
    expect(cookies).toEqual([
      {
        name: 'sq_refresh',
        value: 'refresh-secret',
        options: {
          httpOnly: true,
          secure: false,
          sameSite: 'lax',
          path: '/api/auth',
          expires: session.refreshExpiresAt,
        },
      },
    ]);
  });

  it('marks the cookie Secure in production', () => {
    const { res, cookies } = recordingResponse();
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      APP_URL: 'https://sidequest.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATABASE_URL: 'postgres://sq@db/sq',
      BILLING: 'disabled',
    });
    new SessionCookie(production).start(res, session);
    expect(cookies[0].options.secure).toBe(true);
    expect(toSessionBody(session).expires_at).toBe(session.expiresAt.getTime() / 1000);
  });
});
