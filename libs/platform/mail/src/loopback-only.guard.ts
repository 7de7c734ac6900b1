import { type CanActivate, type ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isLoopback } from '@sidequest/platform-config';

/**
 * Only this machine may read the dev outbox (it holds sign-in links). request.ip is the socket's
 * address, or the forwarded client's when TRUST_PROXY trusts the proxy in front. Anyone else: 404.
 */
@Injectable()
export class LoopbackOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const ip = context.switchToHttp().getRequest<FastifyRequest>().ip;
    if (!ip || !isLoopback(ip)) throw new NotFoundException();
    return true;
  }
}
