import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';

/** How long a revocation is kept: an access token lives 15 minutes; a minute more covers clock skew. */
export const REVOCATION_TTL_MS = 16 * 60_000;

/** What the bearer guard knows of a token: its user and, for tokens since this change, its sign-in. */
export interface RevocableClaims {
  sub: string;
  sid?: unknown;
}

type Revocation = { kind: 'session' | 'user'; id: string };
const keyOf = (r: Revocation) => `${r.kind}:${r.id}`;

/**
 * Signed-out sign-ins and deleted users, so an access token dies with its session instead of at its
 * 15-minute expiry. The bearer guard asks isRevoked() on every request: a Map lookup in this process,
 * no round trip. A revocation is applied here at once and, with REDIS_URL, stored in a sorted set
 * (scored by expiry) and published, so every api replica applies it within the publish's delivery;
 * a replica that starts or reconnects reads the whole set first. Without Redis (one api process)
 * the Map is all there is, and a restart forgets revocations made before it.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnApplicationShutdown {
  private readonly revoked = new Map<string, number>();
  private readonly logger = new Logger('SessionRevocations');
  private readonly redis?: { commands: Redis; subscriber: Redis; set: string; channel: string };

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'queue'>) {
    const url = config.queue.redisUrl;
    if (!url) return;
    const options = { maxRetriesPerRequest: 1, commandTimeout: 1000, lazyConnect: true };
    const prefix = `${config.queue.prefix}:auth`;
    this.redis = {
      commands: new Redis(url, options),
      subscriber: new Redis(url, { ...options, commandTimeout: undefined }),
      set: `${prefix}:revoked`,
      channel: `${prefix}:revoked`,
    };
    for (const client of [this.redis.commands, this.redis.subscriber]) client.on('error', () => undefined);
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    const { subscriber, channel } = this.redis;
    subscriber.on('message', (_channel: string, message: string) => this.applyMessage(message));
    // (Re)connected: subscribe, then read what was revoked meanwhile.
    subscriber.on('ready', () => {
      void subscriber
        .subscribe(channel)
        .then(() => this.load())
        .catch((e: Error) => this.logger.warn(`revocations not loaded: ${e.message}`));
    });
    await Promise.all([this.redis.commands.connect(), subscriber.connect()]).catch((e: Error) =>
      this.logger.warn(`Redis for revocations unreachable: ${e.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis?.subscriber.disconnect();
    this.redis?.commands.disconnect();
  }

  /** True when the token's sign-in was revoked or its user deleted within the last access-token lifetime. */
  isRevoked(claims: RevocableClaims): boolean {
    if (this.revoked.size === 0) return false;
    const now = Date.now();
    const hit = (key: string) => {
      const until = this.revoked.get(key);
      return until !== undefined && until > now;
    };
    return hit(`user:${claims.sub}`) || (typeof claims.sid === 'string' && hit(`session:${claims.sid}`));
  }

  /** Ends the access tokens of these sign-ins (refresh families). */
  revokeSessions(sessionIds: readonly string[]): Promise<void> {
    return this.revoke(sessionIds.map((id) => ({ kind: 'session', id })));
  }

  /** Ends every access token of a user (the account is deleted). */
  revokeUser(userId: string): Promise<void> {
    return this.revoke([{ kind: 'user', id: userId }]);
  }

  private async revoke(revocations: Revocation[]): Promise<void> {
    if (!revocations.length) return;
    const until = Date.now() + REVOCATION_TTL_MS;
    for (const r of revocations) this.remember(keyOf(r), until);
    if (!this.redis) return;
    const { commands, set, channel } = this.redis;
    const members = revocations.flatMap((r) => [until, keyOf(r)]);
    try {
      await commands
        .multi()
        .zremrangebyscore(set, '-inf', Date.now())
        .zadd(set, ...members)
        .pexpire(set, REVOCATION_TTL_MS)
        .publish(channel, JSON.stringify({ until, keys: revocations.map(keyOf) }))
        .exec();
    } catch (e) {
      // This replica refuses the tokens already; the others learn it when Redis is back (they reload the set).
      this.logger.warn(`revocation not shared: ${(e as Error).message}`);
    }
  }

  private async load(): Promise<void> {
    if (!this.redis) return;
    const flat = await this.redis.commands.zrangebyscore(this.redis.set, Date.now(), '+inf', 'WITHSCORES');
    for (let i = 0; i < flat.length; i += 2) this.remember(flat[i], Number(flat[i + 1]));
  }

  private applyMessage(message: string): void {
    try {
      const { until, keys } = JSON.parse(message) as { until: number; keys: string[] };
      for (const key of keys) this.remember(key, until);
    } catch {
      this.logger.warn('unreadable revocation message ignored');
    }
  }

  private remember(key: string, until: number): void {
    // Entries arrive in about expiry order: drop the expired ones at the front, so the Map stays small.
    const now = Date.now();
    for (const [k, u] of this.revoked) {
      if (u > now) break;
      this.revoked.delete(k);
    }
    const latest = Math.max(until, this.revoked.get(key) ?? 0);
    this.revoked.delete(key); // re-inserted at the end, in expiry order
    this.revoked.set(key, latest);
  }
}
