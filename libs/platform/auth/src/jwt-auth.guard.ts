import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '@sidequest/kernel';
import { DomainErrorException } from '@sidequest/platform-http';
import type { AuthenticatedUser } from './authenticated-user';

/** Requires a valid bearer access token; answers 401 `{ error }` otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser = AuthenticatedUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) {
      throw new DomainErrorException(new DomainError('unauthenticated', 'You are not signed in, or your session has expired.'));
    }
    return user;
  }
}
