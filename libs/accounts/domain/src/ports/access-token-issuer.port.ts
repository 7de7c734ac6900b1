export interface AccessTokenClaims {
  userId: string;
  email: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresInSeconds: number;
  expiresAt: Date;
}

export interface AccessTokenIssuer {
  issue(claims: AccessTokenClaims): Promise<IssuedAccessToken>;
}
