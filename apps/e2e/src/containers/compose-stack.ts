import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../../..');
export const PROJECT = 'sqproof';
export const BASE_URL = 'http://localhost:8080';
const MAIL_API = 'http://127.0.0.1:8025/api/v1';
const PROMETHEUS_API = 'http://127.0.0.1:9090/api/v1';

/** The variables compose requires (it refuses to start without them), fresh for each proof. */
const secrets = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  APP_DB_PASSWORD: randomBytes(24).toString('hex'),
};

/** What compose reads beside the secrets: set by the proof's own configuration (proofPrometheusConfig). */
const composeEnv: Record<string, string> = {};

function sh(command: string, args: string[], timeoutMs = 30 * 60_000): string {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 256 * 1024 * 1024,
    // Docker's image format keeps HEALTHCHECK (podman's default OCI format drops it).
    env: { ...process.env, ...secrets, ...composeEnv, BUILDAH_FORMAT: 'docker' },
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

/** The address of a container on the compose network (what Prometheus names its targets by, with the port). */
export const addressOf = (container: string): string =>
  podman('inspect', container, '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}').trim();

/** The proof's backlog: SideQuestOutboxBacklog fires above this many pending mails (alerts.yml: 200). */
export const PROOF_BACKLOG = 2;

function replaced(text: string, from: RegExp, to: string, what: string): string {
  const out = text.replace(from, to);
  if (out === text) throw new Error(`docker/prometheus: ${what} not found; update proofPrometheusConfig`);
  return out;
}

/**
 * docker/prometheus as the proof runs it, in a temporary directory compose mounts through
 * PROMETHEUS_CONFIG_DIR: scrapes, evaluations and DNS look-ups every 5 s (15 and 30 s as shipped), and
 * SideQuestOutboxBacklog above PROOF_BACKLOG pending mails for 10 s (above 200 for 10 minutes as shipped),
 * its expression, labels and annotations otherwise unchanged. Every other rule is the shipped one.
 */
export function proofPrometheusConfig(): string {
  const source = resolve(root, 'docker/prometheus');
  const dir = mkdtempSync(join(tmpdir(), 'sq-prometheus-'));
  const config = replaced(
    readFileSync(join(source, 'prometheus.yml'), 'utf8'),
    /^(\s+(?:scrape|evaluation|refresh)_interval): \d+[sm]$/gm,
    '$1: 5s',
    'the intervals',
  );
  const alerts = readFileSync(join(source, 'alerts.yml'), 'utf8');
  const start = alerts.indexOf('- alert: SideQuestOutboxBacklog');
  const end = alerts.indexOf('- alert:', start + 1);
  if (start < 0 || end < 0) throw new Error('docker/prometheus/alerts.yml: no SideQuestOutboxBacklog rule');
  const rule = replaced(
    replaced(alerts.slice(start, end), / > 200$/m, ` > ${PROOF_BACKLOG}`, 'the backlog threshold'),
    /^(\s+)for: 10m$/m,
    '$1for: 10s',
    "the backlog rule's for",
  );
  writeFileSync(join(dir, 'prometheus.yml'), config, { mode: 0o644 });
  writeFileSync(join(dir, 'alerts.yml'), alerts.slice(0, start) + rule + alerts.slice(end), { mode: 0o644 });
  // Prometheus runs as nobody: it reads the directory through a read-only bind mount.
  chmodSync(dir, 0o755);
  composeEnv.PROMETHEUS_CONFIG_DIR = dir;
  return dir;
}

/** The `data` of a Prometheus HTTP API answer, e.g. `targets` or `alerts`. */
export async function prometheus<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${PROMETHEUS_API}/${path}`)).json()) as { status: string; data: T };
  if (body.status !== 'success') throw new Error(`Prometheus /api/v1/${path}: ${JSON.stringify(body)}`);
  return body.data;
}

export interface Target {
  labels: { job: string; instance: string };
  health: 'up' | 'down' | 'unknown';
  lastError: string;
}

export interface Alert {
  labels: { alertname: string; [label: string]: string };
  annotations: Record<string, string>;
  state: 'pending' | 'firing';
  value: string;
}

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
