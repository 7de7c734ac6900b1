import pg from 'pg';
import { Redis } from 'ioredis';
import { testEnvironment } from '@sidequest/platform-config';

/**
 * The integration and e2e tiers need the machine's Postgres and Redis. Under CI=true a missing
 * service fails the run; elsewhere the failure message says plainly what to start.
 */
export default async function checkServices(): Promise<void> {
  const env = testEnvironment();
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: env.adminDatabaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (e) {
    problems.push(
      `Postgres is not reachable at ${env.adminDatabaseUrl} (${(e as Error).message}); start it or set TEST_ADMIN_DATABASE_URL`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(env.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    problems.push(
      `Redis is not reachable at ${env.redisUrl} (${(e as Error).message}); start it or set TEST_REDIS_URL`,
    );
  } finally {
    redis.disconnect();
  }
  if (problems.length) {
    const where = env.ci ? 'CI=true: a missing service fails the run.' : 'These tiers cannot run without them.';
    throw new Error(`Test services missing. ${where}\n  - ${problems.join('\n  - ')}`);
  }
}
