import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiResponse } from '@nestjs/swagger';
import { DomainError } from '@sidequest/kernel';
import { DomainErrorException } from '../errors/domain-error.exception';
import { addressBucket } from './address-bucket';
import type { EndpointLimit } from './endpoint-limits';
import { RateLimitService, type RateLimit } from './rate-limit.service';

const ENDPOINT_LIMIT = Symbol('ENDPOINT_LIMIT');
/** The multiplier of every endpoint limit (config RATE_LIMIT_SCALE), provided by RateLimitModule. */
export const RATE_LIMIT_SCALE = Symbol('RATE_LIMIT_SCALE');

/**
 * Counts the request against `limit` before anything else of the route runs (pipes, the handler),
 * and refuses with 429 + Retry-After once the user or the address is over. Put it above the route's
 * own auth guard (guards run in order), so the user is known.
 */
export function RateLimited(limit: EndpointLimit): MethodDecorator {
  const { perUser: u, perAddress: a } = limit;
  return applyDecorators(
    SetMetadata(ENDPOINT_LIMIT, limit),
    UseGuards(EndpointRateLimitGuard),
    ApiResponse({
      status: 429,
      description: `More than ${u.points} per user or ${a.points} per address in ${window(u)}; see Retry-After`,
    }),
  );
}

const window = (l: RateLimit) =>
  l.durationSeconds === 3600 ? 'an hour' : l.durationSeconds === 60 ? 'a minute' : `${l.durationSeconds} seconds`;

@Injectable()
export class EndpointRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
    @Inject(RATE_LIMIT_SCALE) private readonly scale: number,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.reflector.get<EndpointLimit | undefined>(ENDPOINT_LIMIT, context.getHandler());
    if (!limit) return true;
    const req = context.switchToHttp().getRequest<{ ip?: string; user?: { userId?: string } }>();
    const scaled = (l: RateLimit): RateLimit => ({ points: l.points * this.scale, durationSeconds: l.durationSeconds });
    const outcomes = await Promise.all([
      this.limits.consume(
        `endpoint:${limit.name}:address:${addressBucket(req.ip ?? 'unknown')}`,
        scaled(limit.perAddress),
      ),
      ...(req.user?.userId
        ? [this.limits.consume(`endpoint:${limit.name}:user:${req.user.userId}`, scaled(limit.perUser))]
        : []),
    ]);
    const waits = outcomes.flatMap((o) => (o.ok ? [] : [o.retryAfterSeconds]));
    if (!waits.length) return true;
    const retryAfterSeconds = Math.max(...waits);
    throw new DomainErrorException(
      new DomainError('rate_limited', `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, {
        retryAfterSeconds,
      }),
    );
  }
}
