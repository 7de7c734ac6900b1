import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';

/** What the benchmarks and the soak drive, as a signed-in user would. */
export interface LoadTarget {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: (user: BenchUser) => unknown;
}

/** An onboarded user: its access token and its current quest. */
export interface BenchUser {
  token: string;
  questId: string;
}

export const ME: LoadTarget = { label: 'GET /api/me', method: 'GET', path: '/api/me' };
export const DASHBOARD: LoadTarget = { label: 'GET /api/dashboard', method: 'GET', path: '/api/dashboard' };
export const GENERATE: LoadTarget = {
  label: 'POST /api/quests/generate',
  method: 'POST',
  path: '/api/quests/generate',
  body: () => ({ answer: 'nurse, pilot, chef' }),
};
export const COMMUNITY: LoadTarget = {
  label: 'GET /api/community-quests',
  method: 'GET',
  path: '/api/community-quests',
};
/** A public read: an occupation's page data (O*NET 29.3, in process), rate limited per address. */
export const OCCUPATION: LoadTarget = {
  label: 'GET /api/occupations/47-2031.00',
  method: 'GET',
  path: '/api/occupations/47-2031.00',
};
/** A write: tick the current quest's second milestone (idempotent, through LiveAccountWrites). */
export const MILESTONE: LoadTarget = {
  label: 'PUT /api/quests/current/milestones/1',
  method: 'PUT',
  path: '/api/quests/current/milestones/1',
  body: (u) => ({ questId: u.questId, completed: true }),
};

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  failed: number;
  total: number;
}

/**
 * autocannon over `targets` in turn on each connection, each request as the next user, for `seconds`
 * or for exactly `requests`. `rate` caps the overall requests per second; without it, as fast as it goes.
 */
export async function hammer(
  base: string,
  targets: LoadTarget[],
  users: BenchUser[],
  opts: ({ seconds: number } | { requests: number }) & { connections?: number; rate?: number },
): Promise<LoadResult> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: opts.connections ?? 50,
    ...('requests' in opts ? { amount: opts.requests } : { duration: opts.seconds }),
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    requests: targets.map((t) => ({
      method: t.method,
      path: t.path,
      setupRequest: (req) => {
        const user = users[i++ % users.length]!;
        const auth = { authorization: `Bearer ${user.token}` };
        return t.body
          ? { ...req, body: JSON.stringify(t.body(user)), headers: { ...auth, 'content-type': 'application/json' } }
          : { ...req, headers: auth };
      },
    })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

const ANSWERS = [
  'nurse, pilot, chef',
  'vet, coder, firefighter',
  'teacher, plumber, data scientist',
  'game designer, dentist, beekeeper',
];

async function send(
  url: string,
  init: { method: string; token?: string; body: unknown; ip?: string },
): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  const res = await fetch(url, { method: init.method, headers, body: JSON.stringify(init.body) });
  if (!res.ok) throw new Error(`${init.method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * A signed-up, onboarded user (current quest with its plan, two other quests, one milestone ticked),
 * so every read has real rows. Signs up from its own address: the api must run with TRUST_PROXY=1
 * and AUTH_REQUIRE_EMAIL_CONFIRMATION=false (benchApiEnv). The access token is valid 15 minutes.
 */
export async function onboardedUser(base: string, tag: string, n: number): Promise<BenchUser> {
  const signup = { email: `${tag}-${n}@example.com`, password: 'bench password 123' };
  const { access_token: token } = (await send(`${base}/api/auth/signup`, {
    method: 'POST',
    body: signup,
    ip: `10.${n % 250}.${Math.floor(n / 250)}.7`,
  })) as { access_token: string };
  const answer = ANSWERS[n % ANSWERS.length];
  const { quests } = (await send(`${base}/api/quests/generate`, { method: 'POST', token, body: { answer } })) as {
    quests: { id: string }[];
  };
  await send(`${base}/api/onboarding`, {
    method: 'POST',
    token,
    body: { answer, quests, selectedQuestId: quests[0].id },
  });
  await send(`${base}/api/quests/current/milestones/0`, {
    method: 'PUT',
    token,
    body: { questId: quests[0].id, completed: true },
  });
  return { token, questId: quests[0].id };
}

/** A throwaway database `<prefix>_<time>` on the machine's Postgres (TEST_ADMIN_DATABASE_URL), for one bench run. */
export async function benchDatabase(prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client(adminUrl);
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  return {
    name,
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

/** CPU seconds (user + system) the process has used so far; clock ticks are 1/100 s on Linux. */
export async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Other connections open to the database of `databaseUrl` right now, as Postgres counts them. */
export async function pgConnections(databaseUrl: string): Promise<number> {
  const c = new pg.Client(databaseUrl);
  await c.connect();
  try {
    const { rows } = await c.query(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0].n as number;
  } finally {
    await c.end();
  }
}

/** The built api's environment for load: default settings apart from what a bench needs. */
export function benchApiEnv(
  port: number,
  databaseUrl: string,
  dataDir: string,
  secret: string,
): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
    // Each bench user signs up from its own address, as through a load balancer.
    TRUST_PROXY: '1',
    // The bench hammers generation far past a person's pace: the endpoint limits are raised, not bypassed.
    RATE_LIMIT_SCALE: '1000000',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
  };
}
