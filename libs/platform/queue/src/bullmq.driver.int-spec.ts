import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { testEnvironment } from '@sidequest/platform-config';
import { BullMqJobQueue, BullMqJobRunner } from './bullmq.driver';
import type { JobHandler, JobName } from './job-map';
import { jobQueueContract } from './testing/job-queue.contract';

const { redisUrl } = testEnvironment();

async function clearPrefix(prefix: string) {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

jobQueueContract('BullMQ driver on Redis', async (policy) => {
  const prefix = `sqtest-${randomBytes(4).toString('hex')}`;
  const queue = new BullMqJobQueue({ redisUrl, prefix, policy });
  const runner = new BullMqJobRunner({ redisUrl, prefix, policy });
  return {
    queue,
    runner,
    dispose: async () => {
      await runner.stop();
      await queue.close();
      await clearPrefix(prefix);
    },
  };
});

describe('BullMQ driver health', () => {
  it('names Redis when it cannot be reached, and shows the worker heartbeat', async () => {
    const down = new BullMqJobQueue({ redisUrl: 'redis://127.0.0.1:1', prefix: 'sqtest-down' });
    expect(await down.health()).toMatch(/redis unreachable/);
    await down.close();

    const prefix = `sqtest-${randomBytes(4).toString('hex')}`;
    const queue = new BullMqJobQueue({ redisUrl, prefix });
    // Asked at once, before its connection is up: it waits for it rather than answering "down".
    expect(await queue.health()).toBeUndefined();
    const runner = new BullMqJobRunner({ redisUrl, prefix });
    expect(await queue.workerSeen()).toBe(false);
    await runner.start(new Map());
    expect(await queue.workerSeen()).toBe(true);
    await runner.stop();
    expect(await queue.workerSeen()).toBe(false);
    await queue.close();
    await clearPrefix(prefix);
  });
});

// A context's jobs, declared the way every context declares them (see job-map.ts).
declare module './job-map' {
  interface JobMap {
    'slowctx.crunch': { n: number };
  }
}

describe('BullMQ driver: one queue per context', () => {
  it('keeps mail flowing while another context has every one of its slots busy', async () => {
    const prefix = `sqtest-${randomBytes(4).toString('hex')}`;
    const queue = new BullMqJobQueue({ redisUrl, prefix });
    const runner = new BullMqJobRunner({ redisUrl, prefix, concurrency: 1 });
    let release!: () => void;
    const blocked = new Promise<void>((r) => (release = r));
    const started: number[] = [];
    const mailed: string[] = [];
    await runner.start(
      new Map<JobName, JobHandler>([
        [
          'slowctx.crunch',
          {
            process: async ({ n }: { n: number }) => {
              started.push(n);
              await blocked;
            },
          },
        ],
        ['mail.send', { process: async ({ mailId }: { mailId: string }) => void mailed.push(mailId) }],
      ] as [JobName, JobHandler][]),
    );
    try {
      await queue.enqueue('slowctx.crunch', { n: 1 });
      await queue.enqueue('slowctx.crunch', { n: 2 });
      await until(() => started.length === 1);
      await queue.enqueue('mail.send', { mailId: 'm-urgent' });
      await until(() => mailed.length === 1);
      expect(mailed).toEqual(['m-urgent']);
      expect(started).toEqual([1]); // the slow queue is still stuck on its first job
    } finally {
      release();
      await runner.stop();
      await queue.close();
      await clearPrefix(prefix);
    }
  });
});

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
