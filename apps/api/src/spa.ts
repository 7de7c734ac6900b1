import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SERVER_PATHS = /^\/(api|dev)(\/|$)/;
/** A missing hashed asset is a 404, never index.html (a stale tab must not run HTML as script). */
const ASSET_PATHS = /^\/assets\//;
const YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app when it is there (always in production): hashed assets are cached for a
 * year, index.html is revalidated, precompressed .br/.gz siblings are preferred, and every other
 * GET/HEAD route that is not /api or /dev falls back to index.html. Paths are resolved relative to
 * the dist folder, so a dot-folder above it (~/.cache/x/sidequest) does not matter.
 */
export async function serveSpa(
  app: NestFastifyApplication,
  distDir: string,
  options: { production: boolean },
): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // Production serves no source maps.
    allowedPath: (path) => !(options.production && path.endsWith('.map')),
    setHeaders: (reply, path) => {
      void reply
        .header('Cache-Control', path.includes('/assets/') ? YEAR : 'no-cache')
        .header('Vary', 'Accept-Encoding');
    },
  });
  const fallback = (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    if (SERVER_PATHS.test(path) || ASSET_PATHS.test(path)) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/', fallback);
  fastify.get('/*', fallback);
  return true;
}
