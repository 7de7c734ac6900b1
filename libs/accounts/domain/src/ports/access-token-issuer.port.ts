export interface AccessTokenClaims {
  userId: string;
  email: string;
  /** The sign-in (refresh family) the token belongs to: revoking it ends the token too. */
  sessionId: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresInSeconds: number;
  expiresAt: Date;
}

export interface AccessTokenIssuer {
  issue(claims: AccessTokenClaims): Promise<IssuedAccessToken>;
}
