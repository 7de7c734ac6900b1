/**
 * The raw baseline for GET /api/me: plain Fastify + pg + an HS256 check with node:crypto, running
 * the same named prepared statement as the api's read. It shows what the hardware can do; bench:me compares against it.
 * Env: PORT, DATABASE_URL, JWT_SECRET.
 */
import fastify from 'fastify';
import pg from 'pg';
import { verifyBearer } from './hs256.ts';
// The api's own statement (name and text), so both sides ask Postgres exactly the same thing. A
// plain script run by node, so it cannot use the @sidequest/* alias: the file is read directly.
// eslint-disable-next-line no-restricted-imports
import { ME_STATEMENT } from '../../libs/accounts/nest/src/read/me.sql.ts';

const secret = process.env.JWT_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const app = fastify();
app.get('/api/me', async (req, reply) => {
  const claims = verifyBearer(req.headers.authorization, secret);
  if (!claims) return reply.code(401).send({ error: 'Unauthorized' });
  const { rows } = await pool.query({ ...ME_STATEMENT, values: [claims.sub] });
  if (!rows[0]) return reply.code(401).send({ error: 'Unauthorized' });
  return { user: { id: rows[0].id, email: rows[0].email }, profile: { onboarding_completed: rows[0].onboarding_completed } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw baseline is up');
process.once('SIGTERM', () => void app.close().then(() => pool.end()));
