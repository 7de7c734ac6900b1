import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../../..');
export const PROJECT = 'sqproof';
export const BASE_URL = 'http://localhost:8080';
const MAIL_API = 'http://127.0.0.1:8025/api/v1';

/** The variables compose requires (it refuses to start without them), fresh for each proof. */
const secrets = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  APP_DB_PASSWORD: randomBytes(24).toString('hex'),
};

function sh(command: string, args: string[], timeoutMs = 30 * 60_000): string {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 256 * 1024 * 1024,
    // Docker's image format keeps HEALTHCHECK (podman's default OCI format drops it).
    env: { ...process.env, ...secrets, BUILDAH_FORMAT: 'docker' },
  });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout?.slice(-4000)}\n${result.stderr?.slice(-4000)}`,
    );
  return result.stdout.trim();
}

/** Local stand-ins for the official base images (tools/containers/standins.ts), rebuilt only when their inputs change. */
export function buildStandins(): void {
  const result = spawnSync(process.execPath, [resolve(root, 'tools/containers/standins.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`tools/containers/standins.ts failed (${result.status ?? result.signal})`);
}

export const compose = (...args: string[]) =>
  sh('podman-compose', ['-p', PROJECT, '-f', 'docker/compose.yaml', ...args]);
export const podman = (...args: string[]) => sh('podman', args);
export const podmanStatus = (...args: string[]) => spawnSync('podman', args, { encoding: 'utf8' }).status;

/** The containers of one service, e.g. sqproof_api_1 and sqproof_api_2. */
export const containersOf = (service: string): string[] =>
  podman('ps', '--filter', `label=io.podman.compose.project=${PROJECT}`, '--format', '{{.Names}}')
    .split('\n')
    .filter((name) => name.startsWith(`${PROJECT}_${service}_`))
    .sort();

/** Polls until `check` answers true, or throws after `timeoutMs` with what it last saw. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch (error) {
      last = error;
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what}: not within ${timeoutMs} ms (${String(last ?? 'no error')})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  attachments: string[];
}

/** Mail caught by the stack's mail service, read through Mailpit's API (the stand-in keeps it). */
export async function waitForMail(match: (m: CaughtMail) => boolean, timeoutMs = 60_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await until(
    'a matching mail',
    async () => {
      const list = (await (await fetch(`${MAIL_API}/messages`)).json()) as { messages: { ID: string }[] };
      for (const { ID } of list.messages) {
        const m = (await (await fetch(`${MAIL_API}/message/${ID}`)).json()) as {
          To: { Address: string }[];
          Subject: string;
          Text: string;
          Attachments?: { FileName: string }[];
        };
        const mail = {
          to: m.To.map((t) => t.Address),
          subject: m.Subject,
          text: m.Text,
          attachments: (m.Attachments ?? []).map((a) => a.FileName),
        };
        if (match(mail)) return Boolean((found = mail));
      }
      return false;
    },
    timeoutMs,
  );
  return found!;
}

export const firstLink = (mail: CaughtMail): string => {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
};
