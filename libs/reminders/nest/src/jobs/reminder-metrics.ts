import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Metrics } from '@sidequest/platform-metrics';
import type { ReminderTickResult } from '@sidequest/reminders-domain';

/** Seconds the most overdue reminder has waited past its time: 0 while ticks keep up. */
const LAG_STATEMENT = `select coalesce(extract(epoch from (now() - min(next_reminder_at))), 0)::float8 as "lag"
  from daily_settings where enabled and not paused and next_reminder_at <= now()`;

/** The reminder tick as Prometheus sees it: due, sent and skipped reminders, its duration, and the lag. */
@Injectable()
export class ReminderTickMetrics implements OnModuleInit {
  private recorded?: {
    reminders: ReturnType<Metrics['counter']>;
    duration: ReturnType<Metrics['histogram']>;
    lastRun: ReturnType<Metrics['counter']>;
  };

  constructor(
    private readonly em: EntityManager,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onModuleInit(): void {
    const m = this.metrics;
    if (!m) return;
    this.recorded = {
      reminders: m.counter('sidequest_reminders_total', 'Reminders a tick found due, sent or skipped', ['outcome']),
      duration: m.histogram('sidequest_reminder_tick_duration_seconds', 'How long one reminder tick ran'),
      lastRun: m.counter('sidequest_reminder_ticks_total', 'Reminder ticks finished by this process'),
    };
    m.gauge({
      name: 'sidequest_reminder_lag_seconds',
      help: 'How far the most overdue reminder is behind its time (0 when the tick keeps up)',
      collect: async (set) => {
        const [row] = await this.em.fork().getConnection().execute<{ lag: number }[]>(LAG_STATEMENT);
        set({}, Math.max(0, row?.lag ?? 0));
      },
    });
  }

  /** One finished tick: `handled` were due, `stored` of them mailed, the rest skipped (no quest, answered today…). */
  tick(result: ReminderTickResult, seconds: number): void {
    if (!this.recorded) return;
    const { reminders, duration, lastRun } = this.recorded;
    reminders.inc({ outcome: 'due' }, result.handled);
    reminders.inc({ outcome: 'sent' }, result.stored);
    reminders.inc({ outcome: 'skipped' }, result.handled - result.stored);
    duration.observe(seconds);
    lastRun.inc();
  }
}
