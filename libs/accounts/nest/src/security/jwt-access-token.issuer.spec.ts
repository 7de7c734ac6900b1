import { JwtService } from '@nestjs/jwt';
import { describe, expect, it } from 'vitest';
import { JwtAccessTokenIssuer } from './jwt-access-token.issuer';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';

describe('JwtAccessTokenIssuer', () => {
  it('issues an HS256 token for 15 minutes naming the user', async () => {
    const jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256' } });
    const issued = await new JwtAccessTokenIssuer(jwt).issue({
      userId: 'u-1',
      email: 'ada@example.com',
      sessionId: 's-1',
    });
    expect(issued.expiresInSeconds).toBe(900);
    const payload = await jwt.verifyAsync(issued.token, { secret, algorithms: ['HS256'] });
    expect(payload).toMatchObject({ sub: 'u-1', email: 'ada@example.com', sid: 's-1' });
    expect(payload.exp - payload.iat).toBe(900);
    expect(payload.exp * 1000).toBe(issued.expiresAt.getTime());
    await expect(jwt.verifyAsync(issued.token, { secret: `${secret}-other` })).rejects.toThrow();
  });

  it('never issues the same token twice, even within one second', async () => {
    const issuer = new JwtAccessTokenIssuer(new JwtService({ secret, signOptions: { algorithm: 'HS256' } }));
    const [a, b] = await Promise.all([
      issuer.issue({ userId: 'u-1', email: 'a@b.c', sessionId: 's-1' }),
      issuer.issue({ userId: 'u-1', email: 'a@b.c', sessionId: 's-1' }),
    ]);
    expect(a.token).not.toBe(b.token);
  });
});
