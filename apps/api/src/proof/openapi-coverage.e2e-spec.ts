import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api';
import { operationsOf } from './support/openapi';
import { parseRouteTree, registeredRoutes } from './support/registered-routes';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** Routes that are deliberately not api operations. Keep this list short and say why. */
const NOT_IN_OPENAPI: { pattern: RegExp; why: string }[] = [
  { pattern: /^\/api\/docs/, why: 'the OpenAPI UI and documents themselves' },
  { pattern: /^\/dev\/mail/, why: 'the dev outbox page, never in production' },
  { pattern: /^\/dev\/reminders\/tick$/, why: 'the browser journey’s dev clock, loopback only, never in production' },
  { pattern: /^\/dev\/clock$/, why: 'the dev clock a journey sets, loopback only, never in production' },
  { pattern: /^\/(\*)?$/, why: 'the SPA and its client-route fallback' },
  {
    pattern: /^\/metrics$/,
    why: "Prometheus's scrape, loopback only: its format is Prometheus's, not a JSON operation",
  },
];

describe('OpenAPI coverage', () => {
  it('reads nested routes from the route tree with their full paths', () => {
    const tree = [
      '└── /api/community-quests (GET, HEAD)',
      '    ├── /:questId/start (POST)',
      '    └── -json (GET)',
      '└── /dev/mail (GET)',
    ].join('\n');
    expect(parseRouteTree(tree)).toEqual([
      { method: 'GET', path: '/api/community-quests' },
      { method: 'HEAD', path: '/api/community-quests' },
      { method: 'POST', path: '/api/community-quests/{questId}/start' },
      { method: 'GET', path: '/api/community-quests-json' },
      { method: 'GET', path: '/dev/mail' },
    ]);
  });

  it('documents every route the api registers, except the short allow-list', async () => {
    const documented = new Set((await operationsOf(api.app)).map((op) => op.key));
    const routes = registeredRoutes(api.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    // The reader must see the routes at all, or the check below would pass on nothing.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/me', 'POST /api/auth/login', 'GET /api/health/live']),
    );
    const missing = routes
      .filter((r) => !NOT_IN_OPENAPI.some((a) => a.pattern.test(r.path)))
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !documented.has(key));
    expect(missing, 'registered routes missing from /api/docs-json').toEqual([]);
  });

  it('documents nothing the api does not serve', async () => {
    const registered = new Set(registeredRoutes(api.app).map((r) => `${r.method} ${r.path}`));
    const phantom = (await operationsOf(api.app)).map((op) => op.key).filter((key) => !registered.has(key));
    expect(phantom).toEqual([]);
  });

  it('documents each query field from its shared schema: its type or enum and whether it is required', async () => {
    const ops = await operationsOf(api.app);
    const query = (key: string) =>
      Object.fromEntries(
        ops
          .find((op) => op.key === key)!
          .parameters.filter((p) => p.in === 'query')
          .map((p) => [p.name, { required: p.required ?? false, type: p.schema?.type, enum: p.schema?.enum }]),
      );
    expect(query('GET /api/progress/daily')).toEqual({ timeZone: { required: true, type: 'string' } });
    expect(query('GET /api/progress/reminder')).toEqual({ timeZone: { required: true, type: 'string' } });
    expect(query('GET /api/quest-progress')).toEqual({
      status: { required: false, type: 'string', enum: ['active', 'completed'] },
    });
    expect(Object.keys(query('GET /api/community-quests')).sort()).toEqual(['category', 'search']);
  });
});
