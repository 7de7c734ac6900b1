import { afterEach, describe, expect, it } from 'vitest';
import type { JobContext, JobHandler, JobName, RetryPolicy } from '../job-map';
import type { JobQueue, JobRunner } from '../job-queue.port';

export const CONTRACT_POLICY: RetryPolicy = { attempts: 3, backoffMs: 50 };

export interface QueueUnderTest {
  queue: JobQueue;
  runner: JobRunner;
  dispose(): Promise<void>;
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The behaviour every JobQueue driver must show; run against the in-process driver and BullMQ. */
export function jobQueueContract(driver: string, make: (policy: RetryPolicy) => Promise<QueueUnderTest>) {
  describe(`JobQueue contract: ${driver}`, () => {
    let subject: QueueUnderTest | undefined;
    afterEach(async () => {
      await subject?.dispose();
      subject = undefined;
    });

    const start = async (handler: JobHandler<'mail.send'>) => {
      subject = await make(CONTRACT_POLICY);
      await subject.runner.start(new Map<JobName, JobHandler>([['mail.send', handler]]));
      return subject.queue;
    };

    it('delivers the payload to the processor of that job', async () => {
      const seen: { mailId: string; ctx: JobContext }[] = [];
      const queue = await start({ process: async (payload, ctx) => void seen.push({ ...payload, ctx }) });
      await queue.enqueue('mail.send', { mailId: 'm-1' });
      await until(() => seen.length === 1);
      expect(seen[0].mailId).toBe('m-1');
      expect(seen[0].ctx).toMatchObject({ attempt: 1, maxAttempts: 3 });
      expect(await queue.health()).toBeUndefined();
    });

    it('retries a failing job with growing delays, then reports the final failure once', async () => {
      const attempts: { attempt: number; at: number }[] = [];
      const finals: string[] = [];
      const queue = await start({
        process: async (_payload, ctx) => {
          attempts.push({ attempt: ctx.attempt, at: Date.now() });
          throw new Error(`boom ${ctx.attempt}`);
        },
        onFinalFailure: async (payload, error) => void finals.push(`${payload.mailId}: ${error.message}`),
      });
      await queue.enqueue('mail.send', { mailId: 'm-2' });
      await until(() => finals.length === 1);
      expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
      // Exponential backoff: each wait is at least double the one before (timers never fire early; a few ms of clock slack).
      const { backoffMs } = CONTRACT_POLICY;
      expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(backoffMs - 2);
      expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(2 * backoffMs - 2);
      expect(finals).toEqual(['m-2: boom 3']);
      await new Promise((r) => setTimeout(r, 100));
      expect(attempts).toHaveLength(3);
    });

    it('adds a job only once while one with the same id is waiting or running, and again after it is done', async () => {
      const seen: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const queue = await start({
        process: async (payload) => {
          seen.push(payload.mailId);
          await gate;
        },
      });
      await queue.enqueue('mail.send', { mailId: 'dup' }, { jobId: 'mail-dup' });
      await until(() => seen.length === 1);
      await queue.enqueue('mail.send', { mailId: 'dup' }, { jobId: 'mail-dup' });
      release();
      await new Promise((r) => setTimeout(r, 150));
      expect(seen).toEqual(['dup']);
      await queue.enqueue('mail.send', { mailId: 'dup' }, { jobId: 'mail-dup' });
      await until(() => seen.length === 2);
    });

    it('adds many jobs of one name at once, each once per id like enqueue', async () => {
      const seen: string[] = [];
      const queue = await start({ process: async (payload) => void seen.push(payload.mailId) });
      await queue.enqueueMany('mail.send', []);
      await queue.enqueueMany('mail.send', [
        { payload: { mailId: 'b-1' }, options: { jobId: 'mail-b-1' } },
        { payload: { mailId: 'b-2' }, options: { jobId: 'mail-b-2' } },
        { payload: { mailId: 'b-3' } },
      ]);
      await until(() => seen.length === 3);
      expect([...seen].sort()).toEqual(['b-1', 'b-2', 'b-3']);
    });

    it('recovers when a retry succeeds', async () => {
      let calls = 0;
      const finals: string[] = [];
      const queue = await start({
        process: async () => {
          calls += 1;
          if (calls === 1) throw new Error('transient');
        },
        onFinalFailure: async (p) => void finals.push(p.mailId),
      });
      await queue.enqueue('mail.send', { mailId: 'm-3' });
      await until(() => calls === 2);
      await new Promise((r) => setTimeout(r, 100));
      expect(calls).toBe(2);
      expect(finals).toEqual([]);
    });
  });
}
