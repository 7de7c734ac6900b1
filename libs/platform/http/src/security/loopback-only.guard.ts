import { type CanActivate, type ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isLoopback } from '@sidequest/platform-config';

/**
 * Only this machine may reach the dev tools (the outbox holds sign-in links; the clock moves streaks).
 * The socket's own peer must be loopback: request.ip is never read, since TRUST_PROXY lets a forwarded
 * header set it. A request a proxy passed on (X-Forwarded-For or Forwarded) is refused as well, as the
 * client behind that proxy may be anywhere. Anyone else: 404.
 */
@Injectable()
export class LoopbackOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const peer = req.raw.socket?.remoteAddress;
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (!peer || !isLoopback(peer) || forwarded) throw new NotFoundException();
    return true;
  }
}
