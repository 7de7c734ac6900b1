/**
 * Backs the database up and restores it, with Postgres's own tools in their custom format:
 *
 *   npm run ops:backup  [-- --dir <folder>]          -> <folder>/sidequest-<UTC time>.dump and .json beside it
 *   npm run ops:restore -- <file.dump>               -> into DATABASE_URL, which must be an empty database
 *
 * DATABASE_URL as the api reads it (default: the embedded Postgres of `npm start`); the folder defaults to
 * DATA_DIR/backups. The .json records the schema version (the latest applied migration), the dump's size
 * and SHA-256; restore checks both, and says which version it restored. pg_dump/pg_restore must be at
 * least the server's major version (Debian: `apt-get install postgresql-client-<major>`).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** MikroORM's table of applied migrations (its default name). */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface BackupManifest {
  file: string;
  createdAt: string;
  /** The latest applied migration: the schema this dump holds. */
  schemaVersion: string;
  migrations: number;
  bytes: number;
  sha256: string;
  pgDump: string;
}

/** The latest applied migration and how many are applied. */
export async function schemaVersionOf(databaseUrl: string): Promise<{ schemaVersion: string; migrations: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; n: number }>(
      `select name, (count(*) over ())::int as n from ${MIGRATIONS_TABLE} order by id desc limit 1`,
    );
    if (!rows[0]) throw new Error('no migration is applied: nothing to back up');
    return { schemaVersion: rows[0].name, migrations: rows[0].n };
  } finally {
    await client.end();
  }
}

const sha256Of = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

export async function backupDatabase(options: {
  databaseUrl: string;
  dir: string;
  now?: Date;
}): Promise<BackupManifest> {
  const { schemaVersion, migrations } = await schemaVersionOf(options.databaseUrl);
  await mkdir(options.dir, { recursive: true });
  const stamp = (options.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = resolve(options.dir, `sidequest-${stamp}.dump`);
  // Custom format: compressed, and pg_restore can pick or reorder what it restores. No owners or grants:
  // the restoring role owns everything, whatever the source's roles were.
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-acl',
    `--file=${file}`,
    `--dbname=${options.databaseUrl}`,
  ]);
  const manifest: BackupManifest = {
    file: basename(file),
    createdAt: new Date().toISOString(),
    schemaVersion,
    migrations,
    bytes: (await stat(file)).size,
    sha256: await sha256Of(file),
    pgDump: (await run('pg_dump', ['--version'])).stdout.trim(),
  };
  await writeFile(file.replace(/\.dump$/, '.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Restores a dump into an empty database and returns the schema version it now holds. */
export async function restoreDatabase(options: { databaseUrl: string; file: string }): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(options.file.replace(/\.dump$/, '.json'), 'utf8')) as BackupManifest;
  if ((await sha256Of(options.file)) !== manifest.sha256) throw new Error(`${options.file} does not match its .json`);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0)
      throw new Error(`the target database is not empty (${rows[0].n} tables): restore into a new one`);
  } finally {
    await client.end();
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-acl',
    '--exit-on-error',
    `--dbname=${options.databaseUrl}`,
    options.file,
  ]);
  const restored = await schemaVersionOf(options.databaseUrl);
  if (restored.schemaVersion !== manifest.schemaVersion) {
    throw new Error(`restored schema ${restored.schemaVersion}, the backup says ${manifest.schemaVersion}`);
  }
  return manifest;
}

/** DATABASE_URL as the api reads it, or the embedded Postgres `npm start` runs (as mail:retry reads them). */
function databaseUrl(env = process.env): { url: string; dataDir: string } {
  return {
    url: env.DATABASE_URL || `postgres://sidequest:sidequest@127.0.0.1:${env.EMBEDDED_PG_PORT ?? '54329'}/sidequest`,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
  };
}

async function main([command, ...args]: string[]): Promise<number> {
  const { url, dataDir } = databaseUrl();
  if (command === 'backup') {
    const at = args.indexOf('--dir');
    const dir = at >= 0 && args[at + 1] ? resolve(args[at + 1]) : join(dataDir, 'backups');
    const m = await backupDatabase({ databaseUrl: url, dir });
    console.log(
      `backed up schema ${m.schemaVersion} (${m.migrations} migrations): ${join(dir, m.file)}, ${m.bytes} bytes`,
    );
    return 0;
  }
  if (command === 'restore' && args[0]) {
    const m = await restoreDatabase({ databaseUrl: url, file: resolve(args[0]) });
    console.log(
      `restored ${m.file} (schema ${m.schemaVersion}, taken ${m.createdAt}); start the api on it to migrate forward`,
    );
    return 0;
  }
  console.error('usage: npm run ops:backup [-- --dir <folder>] | npm run ops:restore -- <file.dump>');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`ops: ${error.message}`);
      process.exit(1);
    },
  );
}
