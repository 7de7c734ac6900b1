import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '@sidequest/kernel';
import { DomainErrorException } from '@sidequest/platform-http';
import type { AuthenticatedUser } from './authenticated-user';
import { JwtStrategy } from './jwt.strategy';

const unauthenticated = () => new DomainErrorException(new DomainError('unauthenticated', 'You are not signed in, or your session has expired.'));

/** The callbacks passport gives a strategy for one request. */
interface Attempt {
  authenticate(req: unknown, options?: object): void;
  success(user: AuthenticatedUser): void;
  fail(): void;
  error(err: unknown): void;
}

/**
 * Requires a valid bearer access token; answers 401 `{ error }` otherwise. The token goes through the
 * passport-jwt strategy, run the way passport runs it (a per-request object on the strategy's prototype,
 * given its callbacks), without the middleware wrapping of AuthGuard('jwt') that every request paid for.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly strategy: JwtStrategy) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
    return new Promise((resolve, reject) => {
      const attempt = Object.create(this.strategy) as Attempt;
      attempt.success = (user) => {
        req.user = user;
        resolve(true);
      };
      attempt.fail = () => reject(unauthenticated());
      attempt.error = () => reject(unauthenticated());
      attempt.authenticate(req);
    });
  }
}
