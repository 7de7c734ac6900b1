import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testEnvironment } from '@sidequest/platform-config';

const root = resolve(import.meta.dirname, '../..');

export interface RunningNginx {
  url: string;
  /** Each proxied request so far, in order: its path, status and the upstream `host:port` that answered. */
  proxied(): Promise<{ upstream: string; path: string; status: number }[]>;
  /** The access log as the shipped config writes it (docker/nginx.conf's `sidequest` format). */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The production nginx config (docker/nginx.conf) made runnable without Docker: the upstream lists the
 * given api addresses, it listens on a loopback port and serves `webRoot`. Everything else, headers
 * included, is the shipped file, so the test and the image stay in step.
 */
export function renderNginxServer(
  shipped: string,
  options: { port: number; upstreams: string[]; webRoot: string; logDir?: string },
): string {
  const logDir = options.logDir ?? '/tmp';
  const swaps: [RegExp, string][] = [
    [/^( *)server api:3000;$/m, options.upstreams.map((u) => `$1server ${u};`).join('\n')],
    [/^( *)listen 8080;$/m, `$1listen 127.0.0.1:${options.port};`],
    [/^( *)root \/usr\/share\/nginx\/html;$/m, `$1root ${options.webRoot};`],
  ];
  const rendered = swaps.reduce((conf, [pattern, replacement]) => {
    if (!pattern.test(conf)) throw new Error(`docker/nginx.conf no longer has ${pattern}: update renderNginxServer`);
    return conf.replace(pattern, replacement);
  }, shipped);
  // The shipped access log goes to a file of our own, with the harness's own format beside it (see proxied()).
  // Without one, the http block's default (nginx's `combined`, as the image's) applies.
  return rendered.replace(
    /^( *)access_log \/var\/log\/nginx\/access\.log (\w+);$/m,
    `$1access_log ${logDir}/shipped-access.log $2;\n$1access_log ${logDir}/access.log upstreams;`,
  );
}

/** The nginx binary; its absence fails the test that needs it (never a skip). */
export function requireNginx(): string {
  const { nginxPath, ci } = testEnvironment();
  if (!existsSync(nginxPath)) {
    throw new Error(
      `nginx is missing at ${nginxPath}: install it with \`apt-get install -y nginx\`` +
        (ci ? ' (CI=true: this fails the run).' : ' or set NGINX_PATH.'),
    );
  }
  return nginxPath;
}

/** Debian's mime.types, or the one beside a relocated nginx (NGINX_PATH=<dir>/usr/sbin/nginx, <dir>/etc/nginx). */
function mimeTypes(nginxPath: string): string {
  const beside = resolve(nginxPath, '../../../etc/nginx/mime.types');
  return existsSync('/etc/nginx/mime.types') || !existsSync(beside) ? '/etc/nginx/mime.types' : beside;
}

/** Debian's nginx as an unprivileged process with its own prefix in a temp dir, round-robin over `upstreams`. */
export async function startNginx(options: {
  port: number;
  upstreams: string[];
  webRoot?: string;
}): Promise<RunningNginx> {
  const nginxPath = requireNginx();
  const dir = await mkdtemp(join(tmpdir(), 'sq-nginx-'));
  await chmod(dir, 0o755); // nginx's workers (nobody, when started as root) write their temp files here
  const server = renderNginxServer(await readFile(resolve(root, 'docker/nginx.conf'), 'utf8'), {
    port: options.port,
    upstreams: options.upstreams,
    webRoot: options.webRoot ?? join(dir, 'html'),
    logDir: dir,
  });
  await writeFile(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
events { worker_connections 256; }
http {
  include ${mimeTypes(nginxPath)};
  default_type application/octet-stream;
  log_format upstreams '$status $request_uri $upstream_addr';
  access_log ${dir}/access.log upstreams;
  access_log ${dir}/shipped-access.log combined;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`,
  );
  const proc = spawn(
    nginxPath,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  proc.stdout?.on('data', (d) => (log += d));
  proc.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${options.port}`;
  const started = Date.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`nginx exited (${proc.exitCode}):\n${log}`);
    if (
      await fetch(`${url}/nginx-probe`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 10_000) throw new Error(`nginx did not listen on ${url}:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    accessLog: () => readFile(join(dir, 'shipped-access.log'), 'utf8'),
    async proxied() {
      const lines = (await readFile(join(dir, 'access.log'), 'utf8')).split('\n').filter(Boolean);
      return lines
        .map((line) => line.split(' '))
        .map(([status, path, ...tried]) => ({ upstream: tried.join(' '), status: Number(status), path }))
        .filter(({ upstream }) => upstream !== '-');
    },
    stop: async () => {
      if (proc.exitCode === null) {
        await new Promise<void>((done) => {
          proc.once('exit', () => done());
          proc.kill('SIGQUIT'); // graceful: workers finish their requests
          setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
