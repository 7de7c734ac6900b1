import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastify from 'fastify';

/**
 * The headers @fastify/helmet sends with `options`, found once at start-up on a throwaway Fastify
 * instance. Registered on the api itself, @fastify/helmet rebuilds helmet's middleware (CSP
 * parsing included) on every request; our policy has no nonces, so its headers never change and
 * one hook can set them from this record instead.
 */
export async function staticSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  if (options.enableCSPNonces) throw new Error('CSP nonces differ per request: they cannot be precomputed');
  const [plain, secured] = await Promise.all([probe(), probe(options)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (plain[name] === undefined && value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  if (!headers['content-security-policy']) throw new Error('@fastify/helmet gave no Content-Security-Policy');
  return headers;
}

async function probe(options?: FastifyHelmetOptions) {
  const app = fastify({ logger: false });
  if (options) await app.register(fastifyHelmet, { ...options, global: true });
  app.get('/', () => 'ok');
  try {
    return (await app.inject({ method: 'GET', url: '/' })).headers;
  } finally {
    await app.close();
  }
}
