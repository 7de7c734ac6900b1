import { describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import type { DbHealth } from '@sidequest/platform-db';
import type { JobQueue } from '@sidequest/platform-queue';
import { HealthController } from './health.controller';

const DRIVER_TEXT = 'password authentication failed for user "admin" at db.internal:5432';

function readiness(dbError?: string, queueError?: string) {
  const db = { check: async () => dbError } as unknown as DbHealth;
  const queue = {
    driver: 'bullmq',
    health: async () => queueError,
    workerSeen: async () => true,
  } as unknown as JobQueue;
  let status = 0;
  const reply = { code: (c: number) => ((status = c), reply) } as unknown as FastifyReply;
  return { controller: new HealthController(db, queue), reply, status: () => status };
}

describe('HealthController.ready', () => {
  it('answers 200 when Postgres and the queue answer', async () => {
    const r = readiness();
    expect(await r.controller.ready(r.reply)).toMatchObject({
      status: 'up',
      checks: { database: { status: 'up' }, queue: { status: 'up' } },
    });
    expect(r.status()).toBe(200);
  });

  it('names the failing part with 503 but never echoes the driver text', async () => {
    const r = readiness(DRIVER_TEXT, 'connect ECONNREFUSED 10.0.0.7:6379');
    const body = await r.controller.ready(r.reply);
    expect(r.status()).toBe(503);
    expect(body.checks.database).toEqual({ status: 'down', detail: 'Postgres did not answer' });
    expect(body.checks.queue).toEqual({ status: 'down', detail: 'bullmq queue did not answer' });
    expect(JSON.stringify(body)).not.toMatch(/admin|db\.internal|ECONNREFUSED|10\.0\.0\.7/);
  });
});
