import {
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthenticatedUser } from './authenticated-user';
import { LiveAccountWrites } from './live-account-writes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Metadata of a write handler that is left out of the guard on purpose: the reason, for review. */
export const WRITE_GUARD_EXEMPT = 'sq:write-guard-exempt';

/**
 * Every non-GET handler of a signed-in user runs inside LiveAccountWrites: one transaction that first
 * holds the user's account (401 "account no longer exists" when it was deleted). `@SignedInRoutes()`
 * applies it to a whole controller; `@LiveAccountWrite()` to another controller or handler. Requests
 * without a user (a webhook, an anonymous sender), reads and `@WriteGuardExempt()` handlers pass straight
 * through. apps/api/src/write-guard-census.int-spec.ts fails for a signed-in write handler without it.
 */
@Injectable()
export class LiveAccountInterceptor implements NestInterceptor {
  constructor(
    private readonly writes: LiveAccountWrites,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<{ method: string; user?: AuthenticatedUser }>();
    const userId = req.user?.userId;
    if (READS.has(req.method) || !userId) return next.handle();
    if (this.reflector.getAllAndOverride<string>(WRITE_GUARD_EXEMPT, [context.getHandler(), context.getClass()]))
      return next.handle();
    // handle() binds the handler to the async context it is called in: here, the open transaction.
    return from(this.writes.run(userId, () => lastValueFrom(next.handle())));
  }
}

/** The write guard on a controller (every non-GET handler) or one handler. */
export const LiveAccountWrite = () => UseInterceptors(LiveAccountInterceptor);

/**
 * A non-GET handler that must not run inside the guard's transaction, and why: it writes nothing of
 * the user's (an LLM answer), waits on an outside provider (it calls `ensureLive` instead), or guards
 * its own store after a slow upload. The census lists every exemption.
 */
export const WriteGuardExempt = (reason: string) => SetMetadata(WRITE_GUARD_EXEMPT, reason);
