/**
 * The raw baseline bench:load compares the api with: plain Fastify + pg + an HS256 check with
 * node:crypto (the api runs passport-jwt), serving the same five requests with the api's own SQL (the very statements, loaded
 * from the api's files) and the same domain functions; the community list also with the api's own presenter and
 * ETag (json-etag.ts); the occupation page with the api's own presenter. It shows what the hardware can do.
 * Generation also counts the api's two endpoint limits (per address, per user) in Redis with rate-limiter-flexible,
 * the same work the api's guard does.
 * Env: PORT, DATABASE_URL, JWT_SECRET, REDIS_URL, QUEUE_PREFIX.
 */
import { createSecretKey } from 'node:crypto';
import { resolve } from 'node:path';
import fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';
import { verifyAccessToken } from './hs256.ts';

const root = resolve(import.meta.dirname, '../..');
/** The api's own modules, read as they are (a plain node script cannot resolve `@sidequest/*` itself). */
async function load<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(resolve(root, file), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: workspaceAliases(root) },
  });
  return module;
}
const { ME_STATEMENT } = await load<typeof import('../../libs/accounts/nest/src/read/me.sql.ts')>(
  'libs/accounts/nest/src/read/me.sql.ts',
);
// The cross-context reads, from libs/read-models; each mapped by the context that asks.
const { COMMUNITY_CARDS_STATEMENT, DASHBOARD_STATEMENT, TASTE_STATEMENT } = await load<
  typeof import('../../libs/read-models/src/index.ts')
>('libs/read-models/src/index.ts');
type CardRow = import('../../libs/read-models/src/index.ts').CommunityCardRow;
const { toDashboard } = await load<typeof import('../../libs/quests/nest/src/read/dashboard.mapper.ts')>(
  'libs/quests/nest/src/read/dashboard.mapper.ts',
);
const { tasteFromRows } = await load<typeof import('../../libs/quests/nest/src/taste/reflection-quest-taste.ts')>(
  'libs/quests/nest/src/taste/reflection-quest-taste.ts',
);
const { steerQuests } = await load<typeof import('../../libs/quests/domain/src/taste/quest-taste.ts')>(
  'libs/quests/domain/src/taste/quest-taste.ts',
);
const { generateQuestSet } = await load<
  typeof import('../../libs/quests/domain/src/generator/built-in-quest-generator.ts')
>('libs/quests/domain/src/generator/built-in-quest-generator.ts');
const { fromCardRow } = await load<typeof import('../../libs/quests/nest/src/persistence/community-card.mapper.ts')>(
  'libs/quests/nest/src/persistence/community-card.mapper.ts',
);
const { communityListDto } = await load<typeof import('../../libs/quests/nest/src/http/community-list.presenter.ts')>(
  'libs/quests/nest/src/http/community-list.presenter.ts',
);
const { noneMatchHits, taggedJson } = await load<typeof import('../../libs/quests/nest/src/http/json-etag.ts')>(
  'libs/quests/nest/src/http/json-etag.ts',
);
const { ENTITLEMENT_BY_USER_STATEMENT } = await load<
  typeof import('../../libs/billing/nest/src/persistence/entitlement.sql.ts')
>('libs/billing/nest/src/persistence/entitlement.sql.ts');
const { browseCommunityQuests } = await load<
  typeof import('../../libs/quests/domain/src/community/community-quest-list.ts')
>('libs/quests/domain/src/community/community-quest-list.ts');
const { ENDPOINT_LIMITS } = await load<typeof import('../../libs/platform/http/src/rate-limit/endpoint-limits.ts')>(
  'libs/platform/http/src/rate-limit/endpoint-limits.ts',
);
const { occupationProfile } = await load<
  typeof import('../../libs/occupations/domain/src/catalogue/occupation-profile.ts')
>('libs/occupations/domain/src/catalogue/occupation-profile.ts');
const { detailDto } = await load<typeof import('../../libs/occupations/nest/src/http/occupation-detail.presenter.ts')>(
  'libs/occupations/nest/src/http/occupation-detail.presenter.ts',
);
const { toPgStatement } = await load<typeof import('../../libs/platform/db/src/read-statement.ts')>(
  'libs/platform/db/src/read-statement.ts',
);

// The api's named statements exactly as its SqlReads sends them to the pool.
const [MY_ACCOUNT, DASHBOARD, CATALOGUE, ENTITLEMENT, TASTE] = [
  ME_STATEMENT,
  DASHBOARD_STATEMENT,
  COMMUNITY_CARDS_STATEMENT,
  ENTITLEMENT_BY_USER_STATEMENT,
  TASTE_STATEMENT,
].map(toPgStatement);
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? '', 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const UNAUTHORIZED = { error: 'Unauthorized' };
// The api's generation limits, raised as the bench raises the api's (RATE_LIMIT_SCALE).
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const { perAddress, perUser } = ENDPOINT_LIMITS.questGeneration;
const limiter = (l: { points: number; durationSeconds: number }) =>
  new RateLimiterRedis({
    storeClient: redis,
    points: l.points * Number(process.env.RATE_LIMIT_SCALE ?? 1),
    duration: l.durationSeconds,
    keyPrefix: `${process.env.QUEUE_PREFIX ?? 'raw'}:rl:${l.points}per${l.durationSeconds}`,
  });
const [addressLimit, userLimit] = [limiter(perAddress), limiter(perUser)];
// The occupation page is public: the api counts its address only.
const occupationLimit = limiter(ENDPOINT_LIMITS.occupationSearch.perAddress);

const app = fastify();
app.get('/api/me', async (req, reply) => {
  const claims = verifyAccessToken(req.headers.authorization, key);
  if (!claims) return reply.code(401).send(UNAUTHORIZED);
  const { rows } = await pool.query({ ...MY_ACCOUNT, values: [claims.userId] });
  if (!rows[0]) return reply.code(401).send(UNAUTHORIZED);
  return {
    user: { id: rows[0].id, email: rows[0].email },
    profile: { onboarding_completed: rows[0].onboarding_completed },
  };
});
app.get('/api/dashboard', async (req, reply) => {
  const claims = verifyAccessToken(req.headers.authorization, key);
  if (!claims) return reply.code(401).send(UNAUTHORIZED);
  const { rows } = await pool.query({ ...DASHBOARD, values: [claims.userId] });
  return toDashboard(rows[0]);
});
app.post<{ Body: { answer?: unknown } }>('/api/quests/generate', async (req, reply) => {
  const claims = verifyAccessToken(req.headers.authorization, key);
  if (!claims) return reply.code(401).send(UNAUTHORIZED);
  await Promise.all([
    addressLimit.consume(`endpoint:quest-generation:address:${req.ip}`),
    userLimit.consume(`endpoint:quest-generation:user:${claims.userId}`),
  ]);
  const answer = typeof req.body?.answer === 'string' ? req.body.answer.trim() : '';
  if (!answer || answer.length > 500) return reply.code(400).send({ error: 'Bad answer' });
  // As the api: the quests, then the person's reflections steer their order.
  const set = generateQuestSet(answer);
  const { rows } = await pool.query({ ...TASTE, values: [claims.userId] });
  return { quests: steerQuests(set.quests, tasteFromRows(rows), answer), questions: set.questions };
});
app.get('/api/community-quests', async (req, reply) => {
  const claims = verifyAccessToken(req.headers.authorization, key);
  if (!claims) return reply.code(401).send(UNAUTHORIZED);
  const [cards, entitlement] = await Promise.all([
    pool.query<CardRow>({ ...CATALOGUE, values: [claims.userId] }),
    pool.query({ ...ENTITLEMENT, values: [claims.userId] }),
  ]);
  // The bench users have no subscription; an entitlement row would go through Entitlement.isSubscribed.
  const subscribed = entitlement.rows[0]?.status === 'active';
  const { body, etag } = taggedJson(
    communityListDto(browseCommunityQuests(cards.rows.map(fromCardRow), {}, subscribed)),
  );
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (noneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
app.get<{ Params: { code: string } }>('/api/occupations/:code', async (req, reply) => {
  await occupationLimit.consume(`endpoint:occupation-search:address:${req.ip}`);
  if (!/^\d{2}-\d{4}\.\d{2}$/.test(req.params.code)) return reply.code(400).send({ error: 'Bad code' });
  const profile = occupationProfile(req.params.code);
  if (!profile) return reply.code(404).send({ error: 'Not found' });
  reply.header('cache-control', 'public, max-age=3600');
  return detailDto(profile);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw baseline is up');
// Redis too: an open connection keeps the process (and the bench waiting on it) alive.
process.once('SIGTERM', () => void app.close().then(() => Promise.all([pool.end(), redis.quit()])));
