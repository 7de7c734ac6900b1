import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { MikroORM, RequestContext, type EntityManager } from '@mikro-orm/core';

/** One per request: the fork is made the first time the request touches the EntityManager. */
interface LazyContext {
  root: EntityManager;
  fork?: EntityManager;
  forking?: boolean;
}

const requests = new AsyncLocalStorage<LazyContext>();

/**
 * MikroORM's `context` option: the request's own EntityManager, forked on first use. Reads that
 * never touch the identity map (GET /api/me goes straight to the driver) pay for no fork at all.
 * Outside a request it falls back to MikroORM's own RequestContext (`@CreateRequestContext`).
 */
export function requestEntityManager(name: string): EntityManager | undefined {
  const ctx = requests.getStore();
  if (!ctx) return RequestContext.getEntityManager(name);
  if (ctx.fork) return ctx.fork;
  // The fork's own constructor asks for the context: answer "none" (itself) while it is built,
  // as MikroORM's RequestContext does by forking before it enters the context.
  if (ctx.forking) return undefined;
  ctx.forking = true;
  try {
    ctx.fork = ctx.root.fork({ useContext: true, disableContextResolution: true });
  } finally {
    ctx.forking = false;
  }
  return ctx.fork;
}

/** Runs `next` (and all it awaits) in a new request context over `root`: nothing is forked yet. */
export function runInRequestContext<T>(root: EntityManager, next: () => T): T {
  return requests.run({ root }, next);
}

/**
 * Opens a lazy request context in a plain Fastify onRequest hook, instead of MikroORM's Nest
 * middleware (which forked on every request and ran through the middie adapter). The worker has
 * no HTTP adapter and opens nothing.
 */
@Injectable()
export class LazyRequestContextHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<{
      addHook?: (name: 'onRequest', hook: (req: unknown, reply: unknown, done: () => void) => void) => void;
    }>();
    if (!fastify?.addHook) return;
    const root = this.orm.em;
    fastify.addHook('onRequest', (_req, _reply, done) => runInRequestContext(root, done));
  }
}
