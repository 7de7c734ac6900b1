/**
 * The raw baseline bench:load compares the api with: plain Fastify + pg + an HS256 check with
 * node:crypto, serving the same four requests with the api's own SQL (the very statements, loaded
 * from the api's files) and the same domain functions. It shows what the hardware can do.
 * Env: PORT, DATABASE_URL, JWT_SECRET.
 */
import { resolve } from 'node:path';
import fastify from 'fastify';
import pg from 'pg';
import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';
import { verifyBearer } from './hs256.ts';

const root = resolve(import.meta.dirname, '../..');
/** The api's own modules, read as they are (a plain node script cannot resolve `@sidequest/*` itself). */
async function load<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(resolve(root, file), { configFile: false, logLevel: 'error', resolve: { alias: workspaceAliases(root) } });
  return module;
}
const { ME_STATEMENT } = await load<typeof import('../../libs/accounts/nest/src/read/me.sql.ts')>('libs/accounts/nest/src/read/me.sql.ts');
const dashboard = await load<typeof import('../../libs/quests/nest/src/read/dashboard.query.ts')>('libs/quests/nest/src/read/dashboard.query.ts');
const { generateQuestDrafts } = await load<typeof import('../../libs/quests/domain/src/generator/built-in-quest-generator.ts')>('libs/quests/domain/src/generator/built-in-quest-generator.ts');
const { COMMUNITY_QUESTS_SQL } = await load<typeof import('../../libs/progress/nest/src/persistence/community-quests.sql.ts')>('libs/progress/nest/src/persistence/community-quests.sql.ts');
const { ENTITLEMENT_BY_USER_SQL } = await load<typeof import('../../libs/billing/nest/src/persistence/entitlement.sql.ts')>('libs/billing/nest/src/persistence/entitlement.sql.ts');
const { listCommunityQuests } = await load<typeof import('../../libs/progress/domain/src/model/community-quest-list.ts')>('libs/progress/domain/src/model/community-quest-list.ts');

// MikroORM sends `?` as `$1`; the api's texts otherwise reach Postgres unchanged.
const positional = (sql: string) => sql.replace('?', '$1');
const DASHBOARD_SQL = positional(dashboard.DASHBOARD_SQL);
const ENTITLEMENT_SQL = positional(ENTITLEMENT_BY_USER_SQL);
const secret = process.env.JWT_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const UNAUTHORIZED = { error: 'Unauthorized' };

const app = fastify();
app.get('/api/me', async (req, reply) => {
  const claims = verifyBearer(req.headers.authorization, secret);
  if (!claims) return reply.code(401).send(UNAUTHORIZED);
  const { rows } = await pool.query({ ...ME_STATEMENT, values: [claims.sub] });
  if (!rows[0]) return reply.code(401).send(UNAUTHORIZED);
  return { user: { id: rows[0].id, email: rows[0].email }, profile: { onboarding_completed: rows[0].onboarding_completed } };
});
app.get('/api/dashboard', async (req, reply) => {
  const claims = verifyBearer(req.headers.authorization, secret);
  if (!claims) return reply.code(401).send(UNAUTHORIZED);
  const { rows } = await pool.query(DASHBOARD_SQL, [claims.sub]);
  return dashboard.toDashboard(rows[0]);
});
app.post<{ Body: { answer?: unknown } }>('/api/quests/generate', async (req, reply) => {
  const claims = verifyBearer(req.headers.authorization, secret);
  if (!claims) return reply.code(401).send(UNAUTHORIZED);
  const answer = typeof req.body?.answer === 'string' ? req.body.answer.trim() : '';
  if (!answer || answer.length > 500) return reply.code(400).send({ error: 'Bad answer' });
  return { quests: generateQuestDrafts(answer) };
});
app.get('/api/community-quests', async (req, reply) => {
  const claims = verifyBearer(req.headers.authorization, secret);
  if (!claims) return reply.code(401).send(UNAUTHORIZED);
  const [quests, entitlement] = await Promise.all([pool.query(COMMUNITY_QUESTS_SQL), pool.query(ENTITLEMENT_SQL, [claims.sub])]);
  // The bench users have no subscription; an entitlement row would go through Entitlement.isSubscribed.
  const subscribed = entitlement.rows[0]?.status === 'active';
  const all = quests.rows.map((r) => ({ questId: r.quest_id, title: r.title, description: r.description, category: r.category, difficulty: r.difficulty, timeInvestment: r.time_investment, steps: r.steps, createdAt: r.created_at }));
  const listed = listCommunityQuests(all, {}, subscribed);
  return {
    quests: listed.map(({ quest: q, locked }) => ({ quest_id: q.questId, title: q.title, description: q.description, category: q.category, difficulty: q.difficulty, time_investment: q.timeInvestment, steps: q.steps, locked })),
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw baseline is up');
process.once('SIGTERM', () => void app.close().then(() => pool.end()));
