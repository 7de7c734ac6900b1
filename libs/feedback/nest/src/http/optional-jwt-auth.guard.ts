import { Injectable, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from '@sidequest/platform-auth';
import { JwtAuthGuard } from '@sidequest/platform-auth';

/**
 * Signed in or not: no Authorization header passes as anonymous, a valid bearer sets `req.user`, and a
 * bad or expired one is refused with 401 (the sender should refresh, not be filed as anonymous).
 */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    if (req.headers.authorization === undefined) return true;
    return super.canActivate(context);
  }
}

export type MaybeUser = AuthenticatedUser | undefined;
