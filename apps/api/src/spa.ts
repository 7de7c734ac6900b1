import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

const SERVER_PATHS = /^\/(api|dev)(\/|$)/;

/**
 * Serves the built web app when it is there (always in production): hashed assets are cached
 * for a year, and every client-side route falls back to index.html.
 */
export function serveSpa(app: NestExpressApplication, distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  app.useStaticAssets(distDir, {
    index: false,
    setHeaders: (res, path) =>
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
