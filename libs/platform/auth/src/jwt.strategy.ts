import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ExtractJwt, Strategy, type SecretOrKeyProvider, type VerifiedCallback } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import type { AuthenticatedUser } from './authenticated-user';
import { SessionRevocations } from './session-revocations';
import { VerifiedTokens } from './verified-tokens';

/** The claims the guard reads; accounts issues the tokens with at least these. */
interface BearerClaims {
  sub: string;
  email?: string;
  /** The sign-in the token belongs to (tokens issued before it was added have none). */
  sid?: string;
  exp?: number;
}

/** What passport gives a strategy for one request (the guard's attempt object). */
interface Decision {
  success(user: AuthenticatedUser): void;
  fail(): void;
}

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The user a verified token names; reads no database. */
function userOf(payload: BearerClaims): AuthenticatedUser {
  return { userId: payload.sub, email: payload.email };
}

/**
 * Bearer access tokens (passport-jwt). Kept cheap because every protected request pays for it:
 * the secret and the pinned algorithm are read once here, and the verify callback is a plain
 * synchronous one. (@nestjs/passport's PassportStrategy wraps it in an async function that awaits
 * validate(), which put each answer a few promise turns later; JwtAuthGuard runs the strategy
 * itself, so it needs neither that wrapper nor passport's registry.) A token passport-jwt verified is
 * remembered until its expiry (VerifiedTokens), so the next request with the same token skips the
 * decoding and the HMAC. A token whose sign-in was revoked is refused from SessionRevocations'
 * in-process copy on every request, remembered or not, with no round trip.
 */
@Injectable()
export class JwtStrategy extends Strategy {
  private readonly verified = new VerifiedTokens<BearerClaims>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly revocations: SessionRevocations,
  ) {
    // A KeyObject made once: given a string, jsonwebtoken first tries (and fails) to parse it as a
    // public key on every request, which cost more than the HMAC itself.
    const key = createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8'));
    // jsonwebtoken takes a KeyObject as it is; @types/passport-jwt only lists string | Buffer.
    const secretOrKeyProvider: SecretOrKeyProvider = (_req, _token, done) => done(null, key as unknown as Buffer);
    super(
      {
        jwtFromRequest: bearerToken,
        secretOrKeyProvider,
        algorithms: ['HS256'],
        ignoreExpiration: false,
        passReqToCallback: true,
      },
      (req: Parameters<typeof bearerToken>[0], payload: BearerClaims, done: VerifiedCallback) => {
        this.verified.remember(bearerToken(req) as string, payload);
        return revocations.isRevoked(payload) ? done(null, false) : done(null, userOf(payload));
      },
    );
  }

  /** A token verified before and not expired is decided here; any other goes through passport-jwt. */
  override authenticate(this: JwtStrategy & Decision, req: Parameters<typeof bearerToken>[0], options?: object): void {
    const token = bearerToken(req);
    const claims = token ? this.verified.get(token) : undefined;
    if (!claims) return super.authenticate(req, options);
    // A signed-out sign-in or a deleted user: refused at once, not at the token's expiry (a Map lookup).
    if (this.revocations.isRevoked(claims)) return this.fail();
    this.success(userOf(claims));
  }
}
