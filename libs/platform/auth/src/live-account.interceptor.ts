import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthenticatedUser } from './authenticated-user';
import { LiveAccountWrites } from './live-account-writes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `@UseInterceptors(LiveAccountInterceptor)` after the bearer guard: every non-GET handler runs inside
 * LiveAccountWrites, so a token of a deleted account writes nothing (401). Requests without a user
 * (a webhook, an anonymous sender) and reads pass straight through.
 */
@Injectable()
export class LiveAccountInterceptor implements NestInterceptor {
  constructor(private readonly writes: LiveAccountWrites) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<{ method: string; user?: AuthenticatedUser }>();
    const userId = req.user?.userId;
    if (READS.has(req.method) || !userId) return next.handle();
    // handle() binds the handler to the async context it is called in: here, the open transaction.
    return from(this.writes.run(userId, () => lastValueFrom(next.handle())));
  }
}
