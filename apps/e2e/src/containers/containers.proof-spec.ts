import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openFeedbackPanel, chooseScreenshot } from '../support/feedback-panel';
import { expectToast, PASSWORD, questCards, signUpAndConfirm, uniqueEmail } from '../support/journeys';
import { asOwnClient, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/stack';
import {
  addressOf,
  type Alert,
  BASE_URL,
  buildStandins,
  compose,
  containersOf,
  firstLink,
  podman,
  PROJECT,
  prometheus,
  proofPrometheusConfig,
  PROOF_BACKLOG,
  type Target,
  until,
  waitForMail,
} from './compose-stack';

/**
 * The containers as shipped: docker/*.Dockerfile built into images and docker/compose.yaml run with
 * podman-compose (2 api replicas, 2 workers, nginx, Postgres, Redis, the mail catcher and Prometheus), on local
 * stand-ins for the official base images (tools/containers/standins.ts). `npm run proof:containers`.
 */
const figures: Record<string, string> = {};
let browser: Browser;
let prometheusConfig: string | undefined;

const sizeMb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const image = (service: string) => `localhost/${PROJECT}_${service}`;
const inspect = (name: string, format: string) => podman('image', 'inspect', name, '--format', format);
const ready = async () => (await fetch(`${BASE_URL}/api/health/ready`)).status === 200;

beforeAll(async () => {
  const missing = ['podman', 'podman-compose', 'mmdebstrap'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  if (missing.length)
    throw new Error(
      `the container proof needs ${missing.join(', ')}: apt-get install -y podman runc podman-compose mmdebstrap (docs/TESTING.md, Tests)`,
    );
  // What an interrupted run left behind (compose reads the file, so it needs the required variables).
  try {
    compose('down', '-v');
  } catch {
    // nothing to take down
  }
  buildStandins();
  prometheusConfig = proofPrometheusConfig();
  let started = Date.now();
  compose('build');
  figures['images built'] = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  started = Date.now();
  compose('up', '-d');
  await until('the stack answers ready through nginx', ready, 300_000);
  figures['start to ready'] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  // Ready means Postgres and the queue answer; the first write may still meet a replica that is warming
  // up (a 503 with Retry-After, as a client is told to retry). Wait until one sign-up goes through.
  let refused = 0;
  const warmed = await until(
    'a first sign-up through nginx',
    async () => {
      const res = await fetch(`${BASE_URL}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.6' },
        body: JSON.stringify({ email: uniqueEmail('containers-warm'), password: PASSWORD }),
      });
      if (res.status !== 201) refused++;
      return res.status === 201;
    },
    120_000,
  );
  figures['first sign-up after ready'] = `${(warmed / 1000).toFixed(1)} s (${refused} answers before it)`;
  browser = await launchBrowser();
}, 45 * 60_000);

afterAll(async () => {
  await browser?.close();
  // Every container's log, kept as a CI artefact before the stack goes.
  spawnSync('sh', [
    '-c',
    `mkdir -p test-results && for c in $(podman ps -a --filter label=io.podman.compose.project=${PROJECT} --format '{{.Names}}'); do echo "== $c"; podman logs --tail 200 $c 2>&1; done > test-results/containers.log`,
  ]);
  try {
    compose('down', '-v');
  } finally {
    if (prometheusConfig) rmSync(prometheusConfig, { recursive: true, force: true });
    console.log(
      `containers proof:\n${Object.entries(figures)
        .map(([k, v]) => `  ${k}: ${v}`)
        .join('\n')}`,
    );
  }
}, 5 * 60_000);

/**
 * A client following the api's contract: a 503 carries Retry-After and is tried again (at most twice).
 * Podman's DNS here sometimes drops a lookup of `postgres` for a new pool connection; the api then answers
 * 503 as it should. Each retry is counted and printed.
 */
let retried = 0;
async function call(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, init);
    if (res.status !== 503 || attempt === 2) return res;
    retried++;
    await new Promise((r) => setTimeout(r, 1000 * Math.min(5, Number(res.headers.get('retry-after') ?? 1))));
  }
}

describe('Prometheus on 127.0.0.1:9090', () => {
  const outboxAlert = async () =>
    (await prometheus<{ alerts: Alert[] }>('alerts')).alerts.find(
      (a) => a.labels.alertname === 'SideQuestOutboxBacklog',
    );

  it('scrapes every api replica and worker by its service name, and each target is up', async () => {
    // The containers' addresses now: a worker or api that podman-compose restarted (it started before Postgres
    // answered) comes back on a new one, which Prometheus finds at its next DNS look-up.
    const current = () =>
      ['api', 'worker']
        .flatMap((service) => containersOf(service).map((c) => `sidequest-${service} ${addressOf(c)}:9464`))
        .sort();
    let expected = current();
    expect(expected).toHaveLength(4);
    let seen: string[] = [];
    const took = await until(
      'every api and worker target up in /api/v1/targets',
      async () => {
        expected = current();
        const { activeTargets } = await prometheus<{ activeTargets: Target[] }>('targets?state=active');
        seen = activeTargets.map((t) => `${t.labels.job} ${t.labels.instance} ${t.health} ${t.lastError}`.trim());
        const up = activeTargets.filter((t) => t.health === 'up');
        return (
          activeTargets.length === expected.length &&
          up
            .map((t) => `${t.labels.job} ${t.labels.instance}`)
            .sort()
            .join() === expected.join()
        );
      },
      150_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nexpected: ${expected.join(', ')}\nseen: ${seen.join(', ')}`);
    });
    figures['Prometheus targets'] =
      `${expected.length} up (2 api, 2 worker), ${(took / 1000).toFixed(1)} s after this check began`;
  });

  it('fires SideQuestOutboxBacklog while the workers are stopped and mail piles up, and clears once they are back', async () => {
    expect(await outboxAlert()).toBeUndefined();
    const workers = containersOf('worker');
    const started = Date.now();
    podman('stop', '--time', '5', ...workers);
    const emails: string[] = [];
    let fired: Alert | undefined;
    try {
      // Each sign-up stores its confirmation mail and the owner's notice as pending; with no worker, nothing sends them.
      for (let i = 0; i <= PROOF_BACKLOG; i++) {
        const email = uniqueEmail(`containers-backlog-${i}`);
        const res = await call(`${BASE_URL}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.7.${i + 1}` },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        expect(res.status).toBe(201);
        emails.push(email);
      }
      await until(
        'SideQuestOutboxBacklog firing in /api/v1/alerts',
        async () => (fired = await outboxAlert())?.state === 'firing',
        120_000,
      );
    } finally {
      podman('start', ...workers);
    }
    const firedAfter = Date.now() - started;
    expect(Number(fired!.value)).toBeGreaterThan(PROOF_BACKLOG);
    expect(fired!.labels.severity).toBe('page');
    expect(fired!.annotations.runbook).toBe('docs/OPERATIONS.md#sidequestoutboxbacklog');
    // The workers take up the queued mail where it waited, and the alert goes once the outbox is empty.
    for (const email of emails) await waitForMail((m) => m.to.includes(email) && /confirm/i.test(m.subject));
    await until('SideQuestOutboxBacklog gone', async () => (await outboxAlert()) === undefined, 60_000);
    figures['outbox backlog alert'] =
      `workers stopped, ${emails.length} sign-ups: firing (${Number(fired!.value)} pending) ${(firedAfter / 1000).toFixed(1)} s after the stop; ` +
      `mail sent and alert gone ${((Date.now() - started) / 1000).toFixed(1)} s after it`;
  });
});

describe('the product through nginx on :8080', () => {
  it('run two apis and two workers whose health checks pass', async () => {
    expect(containersOf('api')).toHaveLength(2);
    expect(containersOf('worker')).toHaveLength(2);
    for (const api of containersOf('api'))
      await until(`${api} healthy`, async () => spawnSync('podman', ['healthcheck', 'run', api]).status === 0, 60_000);
  });

  it('answers the api pass: sign-up, the mailed link, sign-in, quests and a plan', async () => {
    const email = uniqueEmail('containers-api');
    const json = { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.7' };
    const signup = await call(`${BASE_URL}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signup.status).toBe(201);
    const mail = await waitForMail((m) => m.to.includes(email) && /confirm/i.test(m.subject));
    expect((await call(firstLink(mail), { redirect: 'manual' })).status).toBe(302);
    // The confirmation link went through nginx: its access log names the path, never the token.
    const confirmToken = new URL(firstLink(mail)).searchParams.get('token')!;
    const webLogs = spawnSync('podman', ['logs', containersOf('web')[0]], { encoding: 'utf8' });
    const accessLog = `${webLogs.stdout}${webLogs.stderr}`;
    expect(accessLog).toContain('/api/auth/confirm');
    expect(accessLog).not.toContain(confirmToken);
    expect(accessLog).not.toContain('token=');
    const login = await call(`${BASE_URL}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const auth = { ...json, authorization: `Bearer ${token}` };
    expect(
      ((await (await call(`${BASE_URL}/api/me`, { headers: auth })).json()) as { user: { email: string } }).user.email,
    ).toBe(email);
    const generated = await call(`${BASE_URL}/api/quests/generate`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ answer: 'florist, court reporter, radiologist' }),
    });
    expect(generated.status).toBe(200);
    const { quests } = (await generated.json()) as { quests: { id: string; title: string; description: string }[] };
    expect(quests).toHaveLength(3);
    const plan = await call(`${BASE_URL}/api/plans/generate`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ quest: quests[0] }),
    });
    expect(plan.status).toBe(200);
    expect(((await plan.json()) as { plan: { milestones: unknown[] } }).plan.milestones.length).toBeGreaterThanOrEqual(
      3,
    );
    figures['api pass'] = `passed (${retried} answers of 503 retried after Retry-After)`;
  });

  it('carries the browser journey, and holds sessions and jobs when an api container stops', async () => {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await asOwnClient(context);
      const email = uniqueEmail(`containers-${label}`);
      await page.goto(`${BASE_URL}/auth`);
      await signUpAndConfirm(page, email, BASE_URL, waitForMail);

      await page.getByLabel(/three parallel universes/).fill('florist, court reporter, radiologist');
      await page.getByRole('button', { name: 'Reveal my quests' }).click();
      // The quest cards themselves: a matched card also offers "Did you mean" buttons beside it.
      const cards = questCards(page);
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      const chosen = (await cards.first().locator('.onboarding__quest-title').innerText()).trim();
      await cards.first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save & Start Quest' }).click();
      await page.waitForURL(`${BASE_URL}/dashboard`);
      await expectToast(page, "You're set!", "Onboarding saved. Let's begin your quest.");
      await page.getByRole('heading', { name: chosen, level: 2 }).waitFor();
      await screenshot(page, `containers-dashboard-${label}`);

      if (label === 'desktop') {
        // One api container stops mid-run: nginx sends everything to the other, and the session holds.
        const [stopped] = containersOf('api');
        podman('stop', '--time', '5', stopped);
        figures['api container stopped'] = stopped;
        await page.reload();
        await page.getByRole('button', { name: `Account menu for ${email}` }).waitFor();
        expect(await ready()).toBe(true);
      }

      const text = `Sent from the container stack on ${label} ${uniqueEmail('note')}`;
      const panel = await openFeedbackPanel(page);
      await chooseScreenshot(page, panel, {
        name: 'screen.png',
        mimeType: 'image/png',
        buffer: await page.screenshot(),
      });
      await panel.getByText('Screenshot attached', { exact: true }).waitFor();
      await panel.getByRole('textbox', { name: 'Your feedback' }).fill(text);
      await panel.getByRole('button', { name: 'Send Feedback' }).click();
      await expectToast(page, 'Feedback submitted', "Thank you for your feedback! We'll review it soon.");
      // The job is taken by a worker and the mail reaches the catcher, with the screenshot attached.
      const feedback = await waitForMail((m) => m.subject === `Feedback from ${email}` && m.text.includes(text));
      expect(feedback.attachments.length).toBe(1);
      await screenshot(page, `containers-feedback-${label}`);
      await context.close();
    }
    figures['journey'] =
      'desktop and phone: sign-up, confirmation mail, onboarding, dashboard, feedback with a screenshot; passed with one api stopped';
  });
});

describe('the running containers', () => {
  const psql = (sql: string, user = 'sidequest') =>
    spawnSync('podman', ['exec', containersOf('postgres')[0], 'psql', '-U', user, '-d', 'sidequest', '-Atc', sql], {
      encoding: 'utf8',
    });

  it('connect the api as sidequest_app, a role that is not a superuser and cannot change the schema', async () => {
    expect(psql("select rolsuper from pg_roles where rolname = 'sidequest_app'").stdout.trim()).toBe('f');
    // A ready check opens the pool's connections; then every session from an api container is the app's role.
    expect(await ready()).toBe(true);
    const apis = containersOf('api').map(addressOf);
    expect(apis.length).toBeGreaterThan(0);
    const roles = psql(
      `select distinct usename from pg_stat_activity where host(client_addr) in (${apis.map((a) => `'${a}'`).join(',')})`,
    ).stdout.trim();
    expect(roles).toBe('sidequest_app');
    const tables = psql("select distinct tableowner from pg_tables where schemaname = 'public'").stdout.trim();
    expect(tables).toBe('sidequest');
    const create = psql('create table intruder (id int)', 'sidequest_app');
    expect(create.status).not.toBe(0);
    expect(create.stderr).toMatch(/permission denied for schema public/);
    figures['database roles'] = `api sessions as ${roles} (not a superuser), tables owned by ${tables}`;
  });

  it('run api, worker, web and Prometheus as non-root users on read-only root file systems', () => {
    for (const service of ['api', 'worker', 'web', 'prometheus']) {
      const [container] = containersOf(service);
      expect(podman('exec', container, 'id', '-u'), `${service}: uid`).not.toBe('0');
      const write = spawnSync('podman', ['exec', container, 'sh', '-c', 'echo x > /probe'], { encoding: 'utf8' });
      expect(write.status, `${service}: writing to /`).not.toBe(0);
      expect(write.stderr, `${service}: writing to /`).toMatch(/Read-only file system/);
      expect(podman('exec', container, 'sh', '-c', 'echo x > /tmp/probe && cat /tmp/probe'), `${service}: /tmp`).toBe(
        'x',
      );
    }
    expect(inspect(image('web'), '{{.Config.User}}')).toBe('nginx');
    figures['hardening'] = 'api, worker, web and Prometheus: non-root, read-only /, writable /tmp';
  });
});

describe('the container images', () => {
  it('run as the node user in production mode, without dev dependencies or source maps', () => {
    for (const service of ['api', 'worker']) {
      expect(inspect(image(service), '{{.Config.User}}')).toBe('node');
      expect(inspect(image(service), '{{json .Config.Env}}')).toContain('NODE_ENV=production');
      const leftovers = podman(
        'run',
        '--rm',
        '--entrypoint',
        'sh',
        image(service),
        '-c',
        'find /app/dist -name "*.map"; ls -d /app/node_modules/vitest /app/node_modules/nx /app/node_modules/@nx/* 2>/dev/null; true',
      );
      expect(leftovers, `${service}: source maps or dev dependencies`).toBe('');
    }
    expect(
      podman('run', '--rm', '--entrypoint', 'sh', image('web'), '-c', 'find /usr/share/nginx/html -name "*.map"; true'),
    ).toBe('');
  });

  it('keep the api image under 250 MB compressed', () => {
    const compressed = Number(
      spawnSync('sh', ['-c', `podman save ${image('api')} | gzip -1 | wc -c`], { encoding: 'utf8' }).stdout.trim(),
    );
    for (const service of ['api', 'worker', 'web'])
      figures[`${service} image`] = sizeMb(Number(inspect(image(service), '{{.Size}}')));
    figures['api image, compressed'] = sizeMb(compressed);
    expect(compressed).toBeGreaterThan(10e6);
    expect(compressed).toBeLessThan(250e6);
  });
});
