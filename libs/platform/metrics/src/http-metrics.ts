import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';
import { fromLoopbackDirectly } from './peer';

export const METRICS_PATH = '/metrics';

/**
 * Records every answer by its route template (`/api/quests/:id`, never the raw path; `unmatched` for
 * a 404 no route took) and serves the registry on GET /metrics to loopback clients only.
 */
export function instrumentHttp(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) {
      const status = reply.statusCode;
      metrics.httpDuration.observe({ method: req.method, route, status }, reply.elapsedTime / 1000);
      if (status === 429) metrics.rateLimitRefusals.inc({ route });
    }
    done();
  });
  fastify.get(METRICS_PATH, async (req, reply) => {
    if (!fromLoopbackDirectly(req.raw)) {
      return reply.code(403).type('application/json').send({ error: 'Metrics are served to this machine only.' });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}
