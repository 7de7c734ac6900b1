import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Serves a built SPA the way the api does in production: precompressed .br/.gz siblings chosen by
 * Accept-Encoding (with Vary), hashed assets cached for a year, index.html revalidated, client routes
 * pre-rendered pages (`<path>/index.html`) for their paths, other client routes falling back to index.html, and /api
 * answering 401 (a visitor without a session).
 */
export function startStaticServer(dir: string, port = 0): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
      return;
    }
    let file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    // A pre-rendered page (occupations/<code>/index.html) for its path, as the api and nginx serve it; else the SPA.
    if (existsSync(file) && statSync(file).isDirectory() && existsSync(join(file, 'index.html')))
      file = join(file, 'index.html');
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding =
      accepts.includes('br') && existsSync(`${file}.br`)
        ? 'br'
        : accepts.includes('gzip') && existsSync(`${file}.gz`)
          ? 'gzip'
          : null;
    const body = readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ url: `http://127.0.0.1:${actual}/`, server });
    });
  });
}
