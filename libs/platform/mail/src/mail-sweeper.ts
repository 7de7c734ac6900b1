import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue } from '@sidequest/platform-queue';
import { MAIL_OPTIONS, type MailModuleOptions } from './mail.tokens';

const SWEEP_EVERY_MS = 60_000;

/**
 * Queues again every mail still pending after a while: the ones stored while Redis was down,
 * or lost with an in-process queue at a restart. Each stale row is claimed by one atomic update,
 * so several workers never queue the same mail twice, and the job id de-duplicates the rest.
 */
@Injectable()
export class MailSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private readonly logger = new Logger('MailSweeper');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    @Inject(MAIL_OPTIONS) private readonly options: MailModuleOptions,
  ) {}

  private get everyMs(): number {
    return this.options.sweepEveryMs ?? SWEEP_EVERY_MS;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep()
        .catch((e: Error) => this.logger.warn(e.message))
        .finally(() => (this.running = undefined));
    }, this.everyMs);
    this.timer.unref();
  }

  /** Stops sweeping and lets a sweep under way finish, before the ORM closes its pool (onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async sweep(now = new Date()): Promise<number> {
    const claimed: { id: string }[] = await this.em
      .fork()
      .getConnection()
      .execute(
        `update "mail_messages" set "updated_at" = ?
        where "id" in (select "id" from "mail_messages" where "status" = 'pending' and "updated_at" < ?
                       order by "created_at" limit 500 for update skip locked)
        returning "id"`,
        [now, new Date(now.getTime() - 2 * this.everyMs)],
      );
    for (const { id } of claimed) await this.queue.enqueue('mail.send', { mailId: id }, { jobId: `mail-${id}` });
    if (claimed.length) this.logger.log(`queued ${claimed.length} pending mail(s) again`);
    return claimed.length;
  }
}
