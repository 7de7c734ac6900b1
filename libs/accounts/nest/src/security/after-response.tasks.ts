import { Injectable, Logger } from '@nestjs/common';
import type { BackgroundTasks } from '@sidequest/accounts-domain';

/** Runs the task after the current request has its answer; a failure is logged, never thrown at the caller. */
@Injectable()
export class AfterResponseTasks implements BackgroundTasks {
  private readonly logger = new Logger('AccountsBackground');

  async run(label: string, task: () => Promise<void>): Promise<void> {
    setImmediate(() => {
      task().catch((e: Error) => this.logger.error(`${label} failed: ${e.message}`));
    });
  }
}
