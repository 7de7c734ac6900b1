import { freePort, startBuiltApp, type RunningProcess } from './node-process';
import { requireNginx, startNginx, type RunningNginx } from './nginx';

export interface Replicas {
  /** nginx's address: the only one clients use (and the api's APP_URL). */
  url: string;
  apis: RunningProcess[];
  /** `127.0.0.1:port` of each api, as nginx's access log names it. */
  apiAddresses: string[];
  workers: RunningProcess[];
  nginx: RunningNginx;
  stop(): Promise<void>;
}

export interface ReplicasOptions {
  apis?: number;
  workers?: number;
  /** The built SPA nginx serves (as the web image does); without it only /api/ is useful. */
  webRoot?: string;
}

/**
 * The deploy shape on one machine: the built api started N times at the same moment (so migrations
 * race), M workers, and nginx round-robin in front. `env` carries DATABASE_URL, REDIS_URL, SMTP_URL and
 * the rest; each api gets its own PORT, all get APP_URL = nginx and TRUST_PROXY=1 (one proxy hop).
 */
export async function startReplicas(env: Record<string, string>, options: ReplicasOptions = {}): Promise<Replicas> {
  requireNginx();
  const nginxPort = await freePort();
  const url = `http://127.0.0.1:${nginxPort}`;
  const shared = { NODE_ENV: 'test', HOST: '127.0.0.1', APP_URL: url, TRUST_PROXY: '1', LOG_LEVEL: 'info', ...env };
  const ports: number[] = [];
  for (let i = 0; i < (options.apis ?? 2); i++) ports.push(await freePort());
  const apis = ports.map((port) => startBuiltApp('api', { ...shared, PORT: String(port) }));
  const workers: RunningProcess[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all([...workers, ...apis].map((p) => p.stop()));
  };
  try {
    await Promise.all(apis.map((api) => api.waitForOutput(/SideQuest is up/, 60_000)));
    for (let i = 0; i < (options.workers ?? 2); i++) workers.push(startBuiltApp('worker', shared));
    await Promise.all(workers.map((worker) => worker.waitForOutput(/worker ready/)));
    const apiAddresses = ports.map((port) => `127.0.0.1:${port}`);
    nginx = await startNginx({ port: nginxPort, upstreams: apiAddresses, webRoot: options.webRoot });
    return { url, apis, apiAddresses, workers, nginx, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
