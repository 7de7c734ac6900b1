import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { JobProcessor, type JobHandler } from '@sidequest/platform-queue';
import { SendDueReminders } from '@sidequest/progress-domain';

/**
 * Every minute in the worker (or in the api when jobs run in-process): one scheduler tick. Due
 * reminders are picked with FOR UPDATE SKIP LOCKED, so two workers never send one twice.
 */
@Injectable()
@JobProcessor('progress.remind', { everyMs: 60_000 })
export class RemindProcessor implements JobHandler<'progress.remind'> {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly sendDue: SendDueReminders,
    private readonly em: EntityManager,
  ) {}

  async process(): Promise<void> {
    const result = await RequestContext.create(this.em, () => this.sendDue.execute());
    if (result.handled) this.logger.log(`reminders: ${result.stored} stored, ${result.handled} due handled`);
  }
}
