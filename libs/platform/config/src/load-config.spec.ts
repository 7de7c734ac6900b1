import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

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
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('trusts X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).http.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).http.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).http.trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone!' })).toThrow(/TRUST_PROXY/);
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

  it('fails closed in development: loopback by default, and the built-in secret only on loopback', () => {
    expect(loadConfig({}).http.host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), APP_URL: 'https://sq.example' }).http.host).toBe('0.0.0.0');
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/JWT_SECRET: required when HOST \(0\.0\.0\.0\) is beyond loopback/);
    expect(() => loadConfig({ HOST: '::' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ HOST: '0.0.0.0', JWT_SECRET: 'y'.repeat(40) }).http.host).toBe('0.0.0.0');
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]']) expect(loadConfig({ HOST: host }).http.host).toBe(host);
  });

  it('limits bodies: 1 MB of JSON and 8 MB of upload unless configured', () => {
    expect(loadConfig({}).http).toMatchObject({ bodyLimitBytes: 1024 * 1024, uploadLimitBytes: 9 * 1024 * 1024, uploadConcurrency: 4, requestTimeoutMs: 120_000, rateLimitScale: 1 });
    expect(loadConfig({ UPLOAD_LIMIT_BYTES: '2048' }).http.uploadLimitBytes).toBe(2048);
  });
});
