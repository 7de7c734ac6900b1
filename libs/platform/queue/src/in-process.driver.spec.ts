import { InProcessJobQueue } from './in-process.driver';
import { jobQueueContract } from './testing/job-queue.contract';

jobQueueContract('in-process driver', async (policy) => {
  const queue = new InProcessJobQueue(policy);
  return { queue, runner: queue, dispose: () => queue.close() };
});
