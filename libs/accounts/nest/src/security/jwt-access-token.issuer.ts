import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims, AccessTokenIssuer, IssuedAccessToken } from '@sidequest/accounts-domain';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** What the access token carries; `sub` is the user id. */
export interface AccessTokenPayload {
  sub: string;
  email: string;
  iat: number;
  exp: number;
  /** Unique per token, so two tokens issued in the same second still differ. */
  jti: string;
  /** The sign-in (refresh family): the bearer guard refuses the token once that sign-in is revoked. */
  sid: string;
}

/** HS256 access tokens of 15 minutes, signed with the configured secret (see JwtModule in AccountsModule). */
@Injectable()
export class JwtAccessTokenIssuer implements AccessTokenIssuer {
  constructor(private readonly jwt: JwtService) {}

  async issue(claims: AccessTokenClaims): Promise<IssuedAccessToken> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
    const payload: AccessTokenPayload = {
      sub: claims.userId,
      email: claims.email,
      iat,
      exp,
      jti: randomUUID(),
      sid: claims.sessionId,
    };
    const token = await this.jwt.signAsync(payload);
    return { token, expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS, expiresAt: new Date(exp * 1000) };
  }
}
