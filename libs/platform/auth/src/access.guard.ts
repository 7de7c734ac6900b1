import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ROUTE_ACCESS, type RouteAccess } from '@sidequest/platform-http';
import { JwtAuthGuard } from './jwt-auth.guard';

/**
 * The api's one global guard: every route requires a valid bearer token unless its handler or
 * controller says `@Public()` or `@OptionalUser()` (platform-http). A new route is private until
 * someone decides otherwise, and the route census test lists that decision.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtAuthGuard,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const access = this.reflector.getAllAndOverride<RouteAccess | undefined>(ROUTE_ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (access === 'public') return true;
    if (
      access === 'optional-user' &&
      context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers.authorization === undefined
    )
      return true;
    return this.jwt.canActivate(context);
  }
}
