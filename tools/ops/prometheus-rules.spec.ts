import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEnvironment } from '@sidequest/platform-config';

const dir = resolve(import.meta.dirname, '../../docker/prometheus');

/** promtool from Debian's `prometheus` package; a missing one fails the test (CI installs it, see .ci/run). */
function promtool(...args: string[]): string {
  const { promtoolPath, ci } = testEnvironment();
  if (!existsSync(promtoolPath)) {
    throw new Error(
      `promtool is missing at ${promtoolPath}: install it with \`apt-get install -y prometheus\`` +
        (ci ? ' (CI=true: this fails the run).' : ' or set PROMTOOL_PATH.'),
    );
  }
  try {
    return execFileSync(promtoolPath, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

describe('docker/prometheus', () => {
  it('has alert rules promtool accepts, and a scrape config that loads them', () => {
    expect(promtool('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
    expect(promtool('check', 'config', 'prometheus.yml')).toMatch(/SUCCESS/);
  });

  it('scrapes exactly the compose services that export metrics, by service name on their METRICS_PORT', () => {
    const compose = readFileSync(resolve(dir, '../compose.yaml'), 'utf8');
    const section = compose.slice(compose.indexOf('\nservices:\n'), compose.indexOf('\nvolumes:\n'));
    const parts = section.split(/^ {2}([\w-]+):\n/m);
    // The services that run the app take its environment (x-app-env), which sets METRICS_PORT.
    const exporting: string[] = [];
    for (let i = 1; i < parts.length; i += 2)
      if (/^\s+(?:<<: |environment: )\*app-env$/m.test(parts[i + 1])) exporting.push(parts[i]);
    expect(exporting.sort()).toEqual(['api', 'worker']);
    const port = /^ {2}METRICS_PORT: '(\d+)'$/m.exec(compose)?.[1];
    expect(port).toBeDefined();
    const config = readFileSync(resolve(dir, 'prometheus.yml'), 'utf8');
    const scraped = [
      ...config.matchAll(
        /- job_name: sidequest-([\w-]+)\n\s+dns_sd_configs:\n\s+- names: \[(\w+)\]\n\s+type: A\n\s+port: (\d+)/g,
      ),
    ].map(([, job, name, p]) => ({ job, name, port: p }));
    expect(scraped.map((s) => s.name).sort()).toEqual(exporting);
    for (const s of scraped) {
      expect(s.job, 'each job is named after its service').toBe(s.name);
      expect(s.port, `${s.name}: METRICS_PORT`).toBe(port);
    }
  });

  it('passes its rule unit tests: each alert fires on its trouble and stays quiet otherwise', () => {
    expect(promtool('test', 'rules', 'alerts.test.yml')).toMatch(/SUCCESS/);
  });

  it('tests every alert it defines, and every alert links its runbook section in docs/OPERATIONS.md', () => {
    const rules = readFileSync(resolve(dir, 'alerts.yml'), 'utf8');
    const tests = readFileSync(resolve(dir, 'alerts.test.yml'), 'utf8');
    const runbook = readFileSync(resolve(dir, '../../docs/OPERATIONS.md'), 'utf8');
    const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
    expect(alerts.length).toBeGreaterThanOrEqual(9);
    for (const alert of alerts) {
      expect(tests, `${alert} has no promtool test`).toContain(`alertname: ${alert}`);
      expect(rules).toContain(`runbook: docs/OPERATIONS.md#${alert.toLowerCase()}`);
      expect(runbook, `${alert} has no section in docs/OPERATIONS.md`).toMatch(new RegExp(`^### ${alert}$`, 'm'));
    }
  });
});
