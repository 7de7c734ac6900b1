import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '@sidequest/kernel';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { DomainErrorException } from '@sidequest/platform-http';
import { verifyAccessToken } from './access-token';
import type { AuthenticatedUser } from './authenticated-user';

/**
 * Requires a valid bearer access token; answers 401 `{ error }` otherwise. It reads no database and
 * goes through no passport strategy: the key is made once and each request costs one HMAC.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8'));
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<{ headers: { authorization?: string }; user?: AuthenticatedUser }>();
    const user = verifyAccessToken(req.headers.authorization, this.key);
    if (!user) throw new DomainErrorException(new DomainError('unauthenticated', 'You are not signed in, or your session has expired.'));
    req.user = user;
    return true;
  }
}
