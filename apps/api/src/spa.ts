import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SERVER_PATHS = /^\/(api|dev)(\/|$)/;
/** A missing hashed asset is a 404, never index.html (a stale tab must not run HTML as script). */
const ASSET_PATHS = /^\/assets\//;
const YEAR = 'public, max-age=31536000, immutable';
/** /occupations/:code for a current O*NET-SOC code: the web build pre-renders each into occupations/<code>/index.html. */
const OCCUPATION_PAGE = /^\/occupations\/(\d{2}-\d{4}\.\d{2})$/;

/**
 * Serves the built web app when it is there (always in production): hashed assets are cached for a
 * year, index.html is revalidated, precompressed .br/.gz siblings are preferred, and every other
 * GET/HEAD route that is not /api or /dev falls back to index.html, but for a current occupation's page,
 * which has its own pre-rendered file (an unknown or 2010 code gets index.html, whose app says so or
 * redirects). Paths are resolved relative to the dist folder, so a dot-folder above it (~/.cache/x/sidequest) does not matter.
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
  const occupationsDir = join(distDir, 'occupations');
  const prerendered = new Set(existsSync(occupationsDir) ? readdirSync(occupationsDir) : []);
  const fallback = (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    if (SERVER_PATHS.test(path) || ASSET_PATHS.test(path)) return reply.callNotFound();
    const code = OCCUPATION_PAGE.exec(path)?.[1];
    const page = code && prerendered.has(code) ? `occupations/${code}/index.html` : 'index.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  };
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/', fallback);
  fastify.get('/*', fallback);
  return true;
}
