import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface RegisteredRoute {
  method: string;
  /** In OpenAPI's spelling: /api/quest-progress/{questId}/toggle */
  path: string;
}

/**
 * Every route Fastify holds, read from its printRoutes tree (Fastify has no listing API, and an
 * onRoute hook would come too late: Nest registers the routes while the app is created).
 */
export function registeredRoutes(app: NestFastifyApplication): RegisteredRoute[] {
  const tree = app
    .getHttpAdapter()
    .getInstance()
    .printRoutes({ commonPrefix: false, includeHooks: false, includeMeta: false });
  return parseRouteTree(tree);
}

/** Parses lines such as `│   └── /:questId/start (POST)`: four characters per level, segments concatenated. */
export function parseRouteTree(tree: string): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean))
      routes.push({ method, path });
  }
  return routes;
}
