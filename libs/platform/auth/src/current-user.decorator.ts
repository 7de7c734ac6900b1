import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';

/** `@CurrentUser() user: AuthenticatedUser` in a handler behind JwtAuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const user = ctx.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
  if (!user) throw new Error('CurrentUser used on a route without JwtAuthGuard');
  return user;
});
