import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Metrics } from '@sidequest/platform-metrics';

const OUTBOX_STATEMENT = `select "status", count(*)::int as "count",
    extract(epoch from (now() - min("created_at")))::float8 as "oldest_age"
  from "mail_messages" where "status" in ('pending', 'failed') group by "status"`;

/**
 * The outbox as the backlog alerts read it, from the table at scrape time: mails pending and failed, and
 * how long the oldest pending one has waited (0 when none waits). Every process reports the same table:
 * aggregate with max.
 */
@Injectable()
export class OutboxGauges implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onModuleInit(): void {
    if (!this.metrics) return;
    let last: Promise<Map<string, { count: number; oldest_age: number }>> | undefined;
    // One statement per scrape for both gauges: the first collector runs it, the second reuses it.
    const read = () => {
      last ??= this.em
        .fork()
        .getConnection()
        .execute<{ status: string; count: number; oldest_age: number }[]>(OUTBOX_STATEMENT)
        .then((rows) => new Map(rows.map((r) => [r.status, r])))
        .finally(() => setTimeout(() => (last = undefined), 1000).unref());
      return last;
    };
    this.metrics.gauge({
      name: 'sidequest_outbox_mails',
      help: 'Mails in the outbox by status (pending, failed)',
      labelNames: ['status'],
      collect: async (set) => {
        const rows = await read();
        for (const status of ['pending', 'failed']) set({ status }, rows.get(status)?.count ?? 0);
      },
    });
    this.metrics.gauge({
      name: 'sidequest_outbox_oldest_pending_age_seconds',
      help: 'How long the oldest pending mail has waited (0 when none is pending)',
      collect: async (set) => set({}, Math.max(0, (await read()).get('pending')?.oldest_age ?? 0)),
    });
  }
}
