import { resolve } from 'node:path';
import { EnvSchema, type Env } from './config.schema';

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  http: {
    port: number;
    host: string;
    trustProxy: boolean | number | string;
    bodyLimitBytes: number;
    uploadLimitBytes: number;
    uploadConcurrency: number;
    requestTimeoutMs: number;
    rateLimitScale: number;
  };
  appUrl: string;
  /** The OpenAPI UI and JSON at /api/docs. */
  apiDocs: boolean;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  webDistDir: string;
  /** `migrationsUrl`: the schema owner's connection for migrations; the app itself connects with `url`. */
  db: { url?: string; migrationsUrl?: string; embeddedPort: number };
  queue: { redisUrl?: string; prefix: string };
  mail: {
    smtpUrl?: string;
    from: string;
    ownerEmail: string;
    outboxDir: string;
    sweepEveryMs: number;
    retentionDays: number;
  };
  feedback: { retentionDays: number };
  auth: { jwtSecret: string; requireEmailConfirmation: boolean; cookieSecure: boolean };
  google?: {
    clientId: string;
    clientSecret: string;
    callbackUrl: string;
    authorizationURL?: string;
    tokenURL?: string;
    userProfileURL?: string;
  };
  /** stripe: the three keys are set; local_test: the labelled local checkout (never in production); disabled: BILLING=disabled. */
  billing: 'stripe' | 'local_test' | 'disabled';
  stripe?: { secretKey: string; priceId: string; webhookSecret: string; apiBase?: string };
  llm?: { baseUrl: string; apiKey?: string };
  /** Prometheus metrics: whether they are collected, and the separate listener's address if one is set. */
  metrics: { enabled: boolean; port?: number; host: string };
  /** OpenTelemetry traces: exported by OTLP/HTTP to `endpoint` when it is set, otherwise no SDK is started. */
  tracing: { endpoint?: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_JWT_SECRET = 'sidequest-development-only-secret-change-me!';

/** The only reader of process.env. Fails fast, naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && !e.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  // The built-in secret is public: anyone could mint tokens for a server reachable from outside.
  if (!isProduction && !e.JWT_SECRET && !isLoopback(host))
    problems.push(
      `JWT_SECRET: required when HOST (${host}) is beyond loopback; the built-in development secret is public`,
    );
  // Outside production the dev outbox and the local test checkout are on: other machines should not reach them by accident.
  if (!isProduction && !isLoopback(host) && !e.ALLOW_DEV_ON_NETWORK) {
    problems.push(
      `ALLOW_DEV_ON_NETWORK: set to true to listen on HOST (${host}) beyond loopback outside production (development tools are on)`,
    );
  }
  // `true` trusts every hop, so any client names its own address (rate limits, logs) by sending X-Forwarded-For.
  if (/^true$/i.test(e.TRUST_PROXY) || /(^|[ ,])(0\.0\.0\.0|::)\/0($|[ ,])/.test(e.TRUST_PROXY))
    problems.push(
      'TRUST_PROXY: true (or every address) is refused (any client could choose its own address through X-Forwarded-For); set the number of proxies in front of the api (e.g. 1) or their addresses',
    );
  if (isProduction && !e.APP_URL)
    problems.push('APP_URL: required in production (mail links and OAuth callbacks use it)');
  if (isProduction && !e.SMTP_URL)
    problems.push('SMTP_URL: required in production (the dev outbox keeps every mail on disk, readable at /dev/mail)');
  if (isProduction && !e.DATABASE_URL)
    problems.push('DATABASE_URL: required in production (the embedded Postgres is for development)');
  if (e.MIGRATIONS_DATABASE_URL && !e.DATABASE_URL)
    problems.push(
      'MIGRATIONS_DATABASE_URL: set DATABASE_URL too (the app connects with it; migrations only use this one)',
    );
  if (isProduction) problems.push(...productionOverrides(e));
  const googleParts = [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET].filter(Boolean).length;
  if (googleParts === 1) problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  const stripeParts = [e.STRIPE_SECRET_KEY, e.STRIPE_PRICE_ID, e.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  const billingOn = e.BILLING !== 'disabled';
  if (billingOn && stripeParts > 0 && stripeParts < 3)
    problems.push('STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET: set all three or none');
  // Without keys the local test checkout would run, and it grants premium for free.
  if (isProduction && billingOn && stripeParts === 0) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET: required in production, or set BILLING=disabled',
    );
  }
  if (problems.length) throw new ConfigError(problems);
  const stripeOn = billingOn && stripeParts === 3;

  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    http: {
      port: e.PORT,
      host,
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
      uploadConcurrency: e.UPLOAD_CONCURRENCY,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      rateLimitScale: e.RATE_LIMIT_SCALE,
    },
    appUrl,
    apiDocs: e.API_DOCS ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    dataDir,
    webDistDir: resolve(e.WEB_DIST_DIR ?? 'dist/apps/web'),
    db: {
      url: e.DATABASE_URL,
      migrationsUrl: e.MIGRATIONS_DATABASE_URL ?? e.DATABASE_URL,
      embeddedPort: e.EMBEDDED_PG_PORT,
    },
    queue: { redisUrl: e.REDIS_URL, prefix: e.QUEUE_PREFIX },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      ownerEmail: e.OWNER_EMAIL,
      outboxDir: resolve(dataDir, 'outbox'),
      sweepEveryMs: e.MAIL_SWEEP_EVERY_MS,
      retentionDays: e.MAIL_RETENTION_DAYS,
    },
    feedback: { retentionDays: e.FEEDBACK_RETENTION_DAYS },
    metrics: { enabled: e.METRICS, port: e.METRICS_PORT, host: e.METRICS_HOST },
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT },
    auth: {
      jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
      requireEmailConfirmation: e.AUTH_REQUIRE_EMAIL_CONFIRMATION,
      cookieSecure: isProduction,
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            callbackUrl: `${appUrl}/api/auth/google/callback`,
            authorizationURL: e.GOOGLE_AUTH_URL,
            tokenURL: e.GOOGLE_TOKEN_URL,
            userProfileURL: e.GOOGLE_USERINFO_URL,
          }
        : undefined,
    billing: !billingOn ? 'disabled' : stripeOn ? 'stripe' : 'local_test',
    stripe:
      stripeOn && e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_ID && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            priceId: e.STRIPE_PRICE_ID,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY } : undefined,
  };
}

/** Test doubles' endpoints: in production they would send keys, codes or prompts somewhere else. */
function productionOverrides(e: Env): string[] {
  const refused = (['STRIPE_API_BASE', 'GOOGLE_AUTH_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_USERINFO_URL'] as const).filter(
    (name) => e[name],
  );
  const problems = refused.map((name) => `${name}: a test override, refused in production`);
  if (e.LLM_BASE_URL?.startsWith('http://'))
    problems.push('LLM_BASE_URL: must be https:// in production (the API key travels with every call)');
  return problems;
}

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can reach. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

function parseTrustProxy(value: string): boolean | number | string {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Test and tooling settings; kept here so nothing else reads process.env. */
export function testEnvironment(source: Record<string, string | undefined> = process.env) {
  return {
    ci: ['true', '1'].includes(source.CI ?? ''),
    adminDatabaseUrl: source.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: source.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    chromiumPath: source.CHROMIUM_PATH ?? '/usr/bin/chromium',
    nginxPath: source.NGINX_PATH ?? '/usr/sbin/nginx',
    /** Debian's `prometheus` package: the alert rules are checked and unit-tested with it. */
    promtoolPath: source.PROMTOOL_PATH ?? '/usr/bin/promtool',
  };
}
