import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

/** Every environment variable the product reads, in one place. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port(3000),
  /** Unset: 127.0.0.1 outside production, 0.0.0.0 in production (see loadConfig). */
  HOST: z.string().trim().min(1).optional(),
  /** Outside production, a HOST beyond loopback must be meant: the dev outbox and the local test checkout are on. */
  ALLOW_DEV_ON_NETWORK: bool(false),
  /** The OpenAPI UI at /api/docs: on outside production, off in production unless set. */
  API_DOCS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  /** Fastify "trustProxy": only behind a load balancer may X-Forwarded-For name the client. */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[\d.:/a-f, ]+|loopback|linklocal|uniquelocal)$/i,
      'must be false, a hop count or a list of proxy addresses',
    )
    .default('false'),
  APP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),
  WEB_DIST_DIR: z.string().optional(),
  /** Largest JSON body. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** The whole of one multipart upload (files and fields): a 5 MB screenshot and a 3 MB voice note fit. */
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(9 * 1024 * 1024),
  /** Uploads one api process reads at once; beyond it 503 + Retry-After, so memory stays bounded. */
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).default(16),
  /** Multiplies the limits of the expensive endpoints (generation, starts, onboarding, billing, export); load tests raise it. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).default(1),
  /** Fastify requestTimeout and connectionTimeout: generous for a phone sending 9 MB over a slow network. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** The schema owner's connection, used by the api only to apply migrations (default: DATABASE_URL). */
  MIGRATIONS_DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  EMBEDDED_PG_PORT: port(54329),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]+$/i)
    .default('sidequest'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('SideQuest <no-reply@sidequest.local>'),
  OWNER_EMAIL: z.string().email().default('owner@sidequest.local'),
  /** How often the worker queues again mail still pending (Redis or a worker was down); stale after twice that. */
  MAIL_SWEEP_EVERY_MS: z.coerce.number().int().min(500).default(60_000),
  /** Delivered mail (already cleared of its body and files) is deleted after this many days. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Feedback and support messages, with their files, are deleted after this many days. */
  FEEDBACK_RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: bool(true),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().optional(),
  GOOGLE_TOKEN_URL: z.string().url().optional(),
  GOOGLE_USERINFO_URL: z.string().url().optional(),
  /** `disabled`: premium cannot be bought (no Stripe keys needed in production). */
  BILLING: z.enum(['enabled', 'disabled']).default('enabled'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Tests point the SDK at a local fake of Stripe's HTTP API. */
  STRIPE_API_BASE: z.string().url().optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  /** Prometheus metrics (prom-client): on by default; off for a cost comparison. */
  METRICS: bool(true),
  /** A separate metrics listener (never proxied); the worker uses 9464 when unset, the api then serves loopback-only /metrics. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Address of the separate metrics listener. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** OpenTelemetry traces over OTLP/HTTP to this collector (`<url>/v1/traces`); unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http', 'https']),
});
export type Env = z.infer<typeof EnvSchema>;
