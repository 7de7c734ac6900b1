import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { testEnvironment } from '@sidequest/platform-config';
import { BullMqJobQueue, BullMqJobRunner } from './bullmq.driver';
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
