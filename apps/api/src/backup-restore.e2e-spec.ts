import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@sidequest/platform-config';
import { createTestDatabase, type TestDatabase } from '@sidequest/platform-db/testing';
import { SAMPLE_FILES } from '@sidequest/feedback-domain/testing';
import { createApiApp } from './bootstrap';
import { fromIp, PASSWORD } from './testing/auth-flows';
import { call } from './testing/auth-http';
import { withCurrentQuest } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
/** The npm scripts' command, on this Node (24), with the given database. */
const ops = (args: string[], databaseUrl: string) =>
  run(process.execPath, ['tools/ops/backup.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** What a signed-in person sees of their data: their account export, dashboard and daily loop. */
async function whatTheySee(base: string, token: string) {
  const get = async (path: string) => {
    const res = await call(`${base}/api${path}`, { bearer: token });
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const { exported_at: _, ...account } = await get('/me/export');
  return { account, dashboard: await get('/dashboard'), daily: await get('/progress/daily?timeZone=UTC') };
}

describe('npm run ops:backup, then ops:restore into an empty database', () => {
  it('gives back every row and file: the api started on the copy signs the person in and shows them the same', async () => {
    // Seed through the api: a person, onboarding with a quest, a check-in, feedback with a screenshot.
    const user = await withCurrentQuest(api, 'backed-up');
    expect((await user.me('/progress/check-ins/today', { body: { timeZone: 'UTC' } })).status).toBe(201);
    const shot = SAMPLE_FILES.png(4000);
    const form = new FormData();
    form.append('feedback', 'Please keep this safe');
    form.append('page', '/dashboard');
    form.append('screenshot', new Blob([shot as BlobPart], { type: 'image/png' }), 'a.png');
    const sent = await fetch(`${api.url}/api/feedback`, {
      method: 'POST',
      body: form,
      headers: { ...fromIp(), authorization: `Bearer ${user.token}` },
    });
    expect(sent.status).toBe(202);
    // The outbox settles first: a mail sent between this read and the dump would differ in the copy.
    await expect
      .poll(async () => (await api.sql.query(`select 1 from mail_messages where status = 'pending'`)).rowCount, {
        timeout: 20_000,
      })
      .toBe(0);
    const before = await whatTheySee(api.url, user.token);
    const [file] = before.account.feedback_messages[0].attachments;

    const dir = await mkdtemp(join(tmpdir(), 'sq-backup-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const backup = await ops(['backup', '--dir', dir], api.db.url);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([expect.stringMatching(/^sidequest-\d{8}T\d{6}Z\.dump$/), expect.stringMatching(/\.json$/)]);
    const manifest = JSON.parse(await readFile(join(dir, files[1]), 'utf8'));
    const { rows } = await api.sql.query('select name from mikro_orm_migrations order by id desc limit 1');
    expect(manifest.schemaVersion).toBe(rows[0].name);
    expect(backup.stdout).toContain(`backed up schema ${rows[0].name}`);
    expect((await readFile(join(dir, files[0]))).subarray(0, 5).toString()).toBe('PGDMP'); // custom format

    const copy: TestDatabase = await createTestDatabase('sq_restore');
    cleanup.push(() => copy.drop());
    const restore = await ops(['restore', join(dir, files[0])], copy.url);
    expect(restore.stdout).toContain(`schema ${rows[0].name}`);
    // A second restore into the now full database is refused, not merged.
    await expect(ops(['restore', join(dir, files[0])], copy.url)).rejects.toMatchObject({
      stderr: expect.stringContaining('not empty'),
    });

    // The api as the test api runs, on the copy (its mail goes nowhere: this test reads no mail).
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SMTP_URL: api.mail.url,
      DATABASE_URL: copy.url,
      WEB_DIST_DIR: '/nonexistent',
      TRUST_PROXY: '1',
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
    });
    const restored = await createApiApp(config, { databaseUrl: copy.url });
    cleanup.push(() => restored.close());
    await restored.listen(0, '127.0.0.1');
    const base = (await restored.getUrl()).replace('[::1]', '127.0.0.1');

    const login = await call(`${base}/api/auth/login`, {
      body: { email: user.email, password: PASSWORD },
      headers: fromIp(),
    });
    expect(login.status).toBe(200);
    const token = (await login.json()).access_token as string;
    const after = await whatTheySee(base, token);
    // Everything as it was, plus the session this sign-in just opened.
    const { sessions: sessionsAfter, ...accountAfter } = after.account;
    const { sessions: sessionsBefore, ...accountBefore } = before.account;
    expect({ ...after, account: accountAfter }).toEqual({ ...before, account: accountBefore });
    expect(sessionsAfter).toEqual([...sessionsBefore, expect.objectContaining({ revoked_at: null })]);
    expect(before.daily).toMatchObject({ checked_in_today: true });
    const download = await call(`${base}${file.download_url}`, { bearer: token });
    expect(download.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(shot))).toBe(0);
  });
});
