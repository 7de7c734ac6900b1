import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { JobProcessor, JobQueue, type JobHandler } from '@sidequest/platform-queue';
import { SendDueReminders } from '@sidequest/reminders-domain';
import { ReminderTickMetrics } from './reminder-metrics';

/** Extra ticks queued when a tick finds a backlog: any worker with a free slot takes one. */
export const REMIND_HELPERS = 3;

/**
 * Every minute in the worker (or in the api when jobs run in-process): one scheduler tick. Due
 * reminders are picked with FOR UPDATE SKIP LOCKED, so two workers never send one twice. When a tick
 * finds a full batch, it queues a few helper ticks (fixed job ids, so never more than that many wait
 * or run): every worker with a free slot joins in, each on its own connection, until nothing is due.
 */
@Injectable()
@JobProcessor('progress.remind', { everyMs: 60_000 })
export class RemindProcessor implements JobHandler<'progress.remind'> {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly sendDue: SendDueReminders,
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly tickMetrics: ReminderTickMetrics,
  ) {}

  async process(): Promise<void> {
    const started = performance.now();
    const result = await RequestContext.create(this.em, () =>
      this.sendDue.execute({
        onBacklog: () => void this.callHelpers(),
        onFailure: (userId, e) =>
          this.logger.warn(`reminder for user ${userId} not sent, moved on: ${(e as Error).message}`),
      }),
    );
    this.tickMetrics.tick(result, (performance.now() - started) / 1000);
    if (result.handled) this.logger.log(`reminders: ${result.stored} stored, ${result.handled} due handled`);
  }

  private async callHelpers(): Promise<void> {
    const helpers = Array.from({ length: REMIND_HELPERS }, (_, i) => ({
      payload: {},
      options: { jobId: `progress-remind-helper-${i + 1}` },
    }));
    try {
      await this.queue.enqueueMany('progress.remind', helpers);
    } catch (e) {
      // The tick goes on alone; the next minute's tick tries again.
      this.logger.warn(`reminder helpers not queued: ${(e as Error).message}`);
    }
  }
}
