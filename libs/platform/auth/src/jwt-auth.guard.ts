import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '@sidequest/kernel';
import { DomainErrorException } from '@sidequest/platform-http';
import type { AuthenticatedUser } from './authenticated-user';
import { JwtStrategy } from './jwt.strategy';

const unauthenticated = () =>
  new DomainErrorException(new DomainError('unauthenticated', 'You are not signed in, or your session has expired.'));

/** The callbacks passport gives a strategy for one request. */
interface Attempt {
  authenticate(req: unknown, options?: object): void;
  success(user: AuthenticatedUser): void;
  fail(): void;
  error(err: unknown): void;
}

/** How one request's attempt ended, once it has. */
type Outcome = { user: AuthenticatedUser } | { refused: true };

/**
 * Requires a valid bearer access token; answers 401 `{ error }` otherwise. The token goes through the
 * passport-jwt strategy, run the way passport runs it (a per-request object on the strategy's prototype,
 * given its callbacks), without the middleware wrapping of AuthGuard('jwt') that every request paid for.
 * passport-jwt with a key at hand (no key callback to wait for) decides before authenticate() returns:
 * the guard then answers synchronously, with no promise per request; a strategy that decides later
 * is still awaited.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly strategy: JwtStrategy) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
    let outcome: Outcome | undefined;
    let settle: ((o: Outcome) => void) | undefined;
    const end = (o: Outcome) => {
      if (outcome) return;
      outcome = o;
      settle?.(o);
    };
    const attempt = Object.create(this.strategy) as Attempt;
    attempt.success = (user) => end({ user });
    attempt.fail = () => end({ refused: true });
    attempt.error = () => end({ refused: true });
    attempt.authenticate(req);
    const decide = (o: Outcome): boolean => {
      if (!('user' in o)) throw unauthenticated();
      req.user = o.user;
      return true;
    };
    return outcome ? decide(outcome) : new Promise<Outcome>((resolve) => (settle = resolve)).then(decide);
  }
}
