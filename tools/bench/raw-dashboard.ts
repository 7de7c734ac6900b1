/**
 * The raw baseline for GET /api/dashboard: plain Fastify + pg + an HS256 check, running the api's own
 * statement and mapping (libs/quests/nest/src/read/dashboard.query.ts, loaded as is).
 * Env: PORT, DATABASE_URL, JWT_SECRET.
 */
import fastify from 'fastify';
import pg from 'pg';
import { runnerImport } from 'vite';
import { verifyBearer } from './hs256.ts';

type Query = typeof import('../../libs/quests/nest/src/read/dashboard.query.ts');
const { module: query } = await runnerImport<Query>(new URL('../../libs/quests/nest/src/read/dashboard.query.ts', import.meta.url).pathname, { configFile: false, logLevel: 'error' });
const SQL = query.DASHBOARD_SQL.replace('?', '$1');
const secret = process.env.JWT_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const app = fastify();
app.get('/api/dashboard', async (req, reply) => {
  const claims = verifyBearer(req.headers.authorization, secret);
  if (!claims) return reply.code(401).send({ error: 'Unauthorized' });
  const { rows } = await pool.query(SQL, [claims.sub]);
  return query.toDashboard(rows[0]);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw baseline is up');
process.once('SIGTERM', () => void app.close().then(() => pool.end()));
