import {
  Injectable,
  RequestMethod,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
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

const READ_METHODS = new Set([RequestMethod.GET, RequestMethod.HEAD, RequestMethod.OPTIONS]);

/**
 * The write guard on a controller (each of its non-GET route handlers) or on one handler. On a controller
 * it is attached to the write handlers themselves, not to the class: a read, or a write that says
 * `@WriteGuardExempt(why)`, then runs with no interceptor at all, so Nest skips its Observable pipeline. (Class decorators run after the
 * handlers' own, so each handler's method is known here.)
 */
export const LiveAccountWrite = () =>
  ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const guard = UseInterceptors(LiveAccountInterceptor);
    if (key !== undefined && descriptor) return guard(target, key, descriptor);
    const prototype = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      if (name === 'constructor') continue; // it carries the controller's own path
      const handler = Object.getOwnPropertyDescriptor(prototype, name)!;
      if (typeof handler.value !== 'function' || Reflect.getMetadata(PATH_METADATA, handler.value) === undefined)
        continue;
      if (READ_METHODS.has(Reflect.getMetadata(METHOD_METADATA, handler.value) as RequestMethod)) continue;
      if (Reflect.getMetadata(WRITE_GUARD_EXEMPT, handler.value) !== undefined) continue;
      guard(prototype, name, handler);
    }
  }) as ClassDecorator & MethodDecorator;

/**
 * A non-GET handler that must not run inside the guard's transaction, and why: it writes nothing of
 * the user's (an LLM answer), waits on an outside provider (it calls `ensureLive` instead), or guards
 * its own store after a slow upload. The census lists every exemption.
 */
export const WriteGuardExempt = (reason: string) => SetMetadata(WRITE_GUARD_EXEMPT, reason);
