import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

/** The least a production start needs: secrets, the public URL, the database and a billing decision. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  APP_URL: 'https://sq.example',
  DATABASE_URL: 'postgres://sq@db/sq',
  SMTP_URL: 'smtp://mail:587',
  BILLING: 'disabled',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PRICE_ID: 'price_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

describe('loadConfig', () => {
  it('runs on embedded defaults when nothing is configured', () => {
    const config = loadConfig({});
    expect(config.http.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.db.url).toBeUndefined();
    expect(config.queue.redisUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.auth.requireEmailConfirmation).toBe(true);
    expect(config.google).toBeUndefined();
  });

  it('names every malformed variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', REDIS_URL: 'localhost:6379', SMTP_URL: 'mail.example.com' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('REDIS_URL');
      expect(message).toContain('SMTP_URL');
    }
  });

  it('requires a JWT secret in production and pairs the Google keys', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_URL/);
    // The dev outbox would keep every mail, reset links included, on the server's disk.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: required in production/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('trusts X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).http.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).http.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).http.trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone!' })).toThrow(/TRUST_PROXY/);
    // true would trust every hop: any client could name its own address in X-Forwarded-For.
    for (const value of ['true', 'TRUE', '0.0.0.0/0', '10.0.0.1, ::/0'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: true .*is refused.*number of proxies/,
      );
  });

  it('reads real adapters when configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db/app',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:1025',
      APP_URL: 'https://sidequest.example/',
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false',
    });
    expect(config.db.url).toBe('postgres://u@db/app');
    expect(config.queue.redisUrl).toBe('redis://cache:6379');
    expect(config.appUrl).toBe('https://sidequest.example');
    expect(config.auth.requireEmailConfirmation).toBe(false);
  });

  it('migrates as the schema owner when MIGRATIONS_DATABASE_URL is set, else with DATABASE_URL', () => {
    const app = 'postgres://sidequest_app:p@db/sidequest';
    const owner = 'postgres://sidequest:p@db/sidequest';
    expect(loadConfig({ DATABASE_URL: app, MIGRATIONS_DATABASE_URL: owner }).db).toMatchObject({
      url: app,
      migrationsUrl: owner,
    });
    expect(loadConfig({ DATABASE_URL: app }).db.migrationsUrl).toBe(app);
    expect(loadConfig({}).db.migrationsUrl).toBeUndefined();
    expect(() => loadConfig({ MIGRATIONS_DATABASE_URL: 'mysql://db/x', DATABASE_URL: app })).toThrow(
      /MIGRATIONS_DATABASE_URL: must be a URL starting with postgres:\/\//,
    );
    expect(() => loadConfig({ MIGRATIONS_DATABASE_URL: owner })).toThrow(
      /MIGRATIONS_DATABASE_URL: set DATABASE_URL too/,
    );
  });

  it('fails closed in development: loopback by default, and the built-in secret only on loopback', () => {
    expect(loadConfig({}).http.host).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).http.host).toBe('0.0.0.0');
    expect(() => loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: 'true' })).toThrow(
      /JWT_SECRET: required when HOST \(0\.0\.0\.0\) is beyond loopback/,
    );
    expect(() => loadConfig({ HOST: '::', ALLOW_DEV_ON_NETWORK: 'true' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ HOST: '0.0.0.0', JWT_SECRET: 'y'.repeat(40), ALLOW_DEV_ON_NETWORK: 'true' }).http.host).toBe(
      '0.0.0.0',
    );
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]'])
      expect(loadConfig({ HOST: host }).http.host).toBe(host);
  });

  it('outside production, listens beyond loopback only when ALLOW_DEV_ON_NETWORK says it is meant', () => {
    for (const env of [{}, { NODE_ENV: 'test' }]) {
      expect(() => loadConfig({ ...env, HOST: '0.0.0.0', JWT_SECRET: 'y'.repeat(40) })).toThrow(
        /ALLOW_DEV_ON_NETWORK: set to true to listen on HOST \(0\.0\.0\.0\)/,
      );
      expect(() =>
        loadConfig({ ...env, HOST: '192.168.1.5', JWT_SECRET: 'y'.repeat(40), ALLOW_DEV_ON_NETWORK: 'false' }),
      ).toThrow(/ALLOW_DEV_ON_NETWORK/);
    }
    expect(() => loadConfig({ HOST: '127.0.0.1' })).not.toThrow();
    expect(() => loadConfig({ ...PRODUCTION, HOST: '0.0.0.0' })).not.toThrow();
  });

  it('in production, requires the three Stripe keys unless BILLING=disabled, naming them', () => {
    const { BILLING: _, ...noBilling } = PRODUCTION;
    expect(() => loadConfig(noBilling)).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET: required in production, or set BILLING=disabled/,
    );
    expect(() =>
      loadConfig({ ...noBilling, STRIPE_SECRET_KEY: '', STRIPE_PRICE_ID: '', STRIPE_WEBHOOK_SECRET: '' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ ...noBilling, ...STRIPE })).toMatchObject({
      billing: 'stripe',
      stripe: { secretKey: 'sk_live_x' },
    });
    expect(loadConfig(PRODUCTION)).toMatchObject({ billing: 'disabled', stripe: undefined });
    expect(loadConfig({ ...PRODUCTION, ...STRIPE })).toMatchObject({ billing: 'disabled', stripe: undefined });
  });

  it('runs billing as the local test checkout only outside production without keys, and disabled when told', () => {
    expect(loadConfig({}).billing).toBe('local_test');
    expect(loadConfig({ NODE_ENV: 'test', ...STRIPE }).billing).toBe('stripe');
    expect(loadConfig({ BILLING: 'disabled' }).billing).toBe('disabled');
    expect(() => loadConfig({ BILLING: 'off' })).toThrow(/BILLING/);
  });

  it('in production, refuses the test overrides and requires DATABASE_URL', () => {
    const overrides = {
      STRIPE_API_BASE: 'http://127.0.0.1:1',
      GOOGLE_AUTH_URL: 'http://127.0.0.1:2/authorize',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:2/token',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:2/userinfo',
      LLM_BASE_URL: 'http://127.0.0.1:3/v1',
    };
    try {
      loadConfig({ ...PRODUCTION, ...overrides });
      expect.unreachable('production accepted test overrides');
    } catch (e) {
      expect((e as ConfigError).problems).toEqual([
        'STRIPE_API_BASE: a test override, refused in production',
        'GOOGLE_AUTH_URL: a test override, refused in production',
        'GOOGLE_TOKEN_URL: a test override, refused in production',
        'GOOGLE_USERINFO_URL: a test override, refused in production',
        'LLM_BASE_URL: must be https:// in production (the API key travels with every call)',
      ]);
    }
    expect(loadConfig({ ...PRODUCTION, LLM_BASE_URL: 'https://llm.example/v1' }).llm?.baseUrl).toBe(
      'https://llm.example/v1',
    );
    const { DATABASE_URL: _, ...noDatabase } = PRODUCTION;
    expect(() => loadConfig(noDatabase)).toThrow(/DATABASE_URL: required in production/);
    // Outside production the overrides stay: the tests point the adapters at local fakes.
    expect(loadConfig({ NODE_ENV: 'test', ...overrides }).llm?.baseUrl).toBe('http://127.0.0.1:3/v1');
  });

  it('serves the OpenAPI UI outside production, and in production only when API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('limits bodies: 1 MB of JSON and 9 MiB of upload, 16 uploads at once, unless configured', () => {
    expect(loadConfig({}).http).toMatchObject({
      bodyLimitBytes: 1024 * 1024,
      uploadLimitBytes: 9 * 1024 * 1024,
      uploadConcurrency: 16,
      requestTimeoutMs: 120_000,
      rateLimitScale: 1,
    });
    expect(loadConfig({ UPLOAD_LIMIT_BYTES: '2048' }).http.uploadLimitBytes).toBe(2048);
  });
});
