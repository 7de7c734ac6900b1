import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ExtractJwt, Strategy, type SecretOrKeyProvider, type VerifiedCallback } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import type { AuthenticatedUser } from './authenticated-user';
import { SessionRevocations } from './session-revocations';

/** The claims the guard reads; accounts issues the tokens with at least these. */
interface BearerClaims {
  sub: string;
  email?: string;
  /** The sign-in the token belongs to (tokens issued before it was added have none). */
  sid?: string;
}

/** The user a verified token names; reads no database. */
function userOf(payload: BearerClaims): AuthenticatedUser {
  return { userId: payload.sub, email: payload.email };
}

/**
 * Bearer access tokens (passport-jwt). Kept cheap because every protected request pays for it:
 * the secret and the pinned algorithm are read once here, and the verify callback is a plain
 * synchronous one. (@nestjs/passport's PassportStrategy wraps it in an async function that awaits
 * validate(), which put each answer a few promise turns later; JwtAuthGuard runs the strategy
 * itself, so it needs neither that wrapper nor passport's registry.) A token whose sign-in was revoked
 * is refused from SessionRevocations' in-process copy, with no round trip.
 */
@Injectable()
export class JwtStrategy extends Strategy {
  constructor(@Inject(APP_CONFIG) config: AppConfig, revocations: SessionRevocations) {
    // A KeyObject made once: given a string, jsonwebtoken first tries (and fails) to parse it as a
    // public key on every request, which cost more than the HMAC itself.
    const key = createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8'));
    // jsonwebtoken takes a KeyObject as it is; @types/passport-jwt only lists string | Buffer.
    const secretOrKeyProvider: SecretOrKeyProvider = (_req, _token, done) => done(null, key as unknown as Buffer);
    super(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKeyProvider,
        algorithms: ['HS256'],
        ignoreExpiration: false,
      },
      // A signed-out sign-in or a deleted user: refused at once, not at the token's expiry (a Map lookup).
      (payload: BearerClaims, done: VerifiedCallback) =>
        revocations.isRevoked(payload) ? done(null, false) : done(null, userOf(payload)),
    );
  }
}
