import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { InProcessJobQueue, type JobHandler, type JobName } from '@sidequest/platform-queue';
import { MailService } from '../mail.service';
import type { MailModuleOptions } from '../mail.tokens';
import type { Mailer } from '../mailer.port';
import { SendMailProcessor } from '../send-mail.processor';

/** The mail options a test's outbox runs with: no dev outbox folder or page. */
export const TEST_MAIL_OPTIONS: MailModuleOptions = {
  outboxDir: '',
  from: 'test@sidequest.local',
  devOutboxPage: false,
};

/**
 * The outbox as the worker runs it, in the test's own process: MailService over an in-process queue
 * whose `mail.send` job delivers through `mailer`, one attempt each (a failure shows at once). Close
 * the queue after the tests.
 */
export async function outboxInProcess(
  em: EntityManager,
  mailer: Mailer,
): Promise<{ mail: MailService; queue: InProcessJobQueue; unitOfWork: MikroOrmUnitOfWork }> {
  const queue = new InProcessJobQueue({ attempts: 1, backoffMs: 10 });
  const processor = new SendMailProcessor(em, mailer, TEST_MAIL_OPTIONS);
  await queue.start(new Map<JobName, JobHandler>([['mail.send', processor as JobHandler]]));
  const unitOfWork = new MikroOrmUnitOfWork(em);
  return { mail: new MailService(em, queue, unitOfWork), queue, unitOfWork };
}
