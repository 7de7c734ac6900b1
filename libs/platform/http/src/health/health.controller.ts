import { Controller, Get, HttpCode, Logger, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { HealthCheck } from '@sidequest/contracts';
import { DbHealth } from '@sidequest/platform-db';
import { JobQueue } from '@sidequest/platform-queue';
import { Public } from '../security/route-access';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly db: DbHealth,
    private readonly queue: JobQueue,
  ) {}

  @Get('live')
  @HttpCode(200)
  @ApiOperation({ summary: 'The process is up' })
  live(): HealthCheck {
    return { status: 'up', checks: { process: { status: 'up', detail: `uptime ${Math.round(process.uptime())}s` } } };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Postgres and the queue answer; 503 naming the failing part when not' })
  @ApiResponse({ status: 200, description: 'Ready' })
  @ApiResponse({ status: 503, description: 'A dependency is down' })
  async ready(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthCheck> {
    const [dbError, queueError, workerSeen] = await Promise.all([
      this.db.check(),
      this.queue.health(),
      this.queue.workerSeen(),
    ]);
    const checks: HealthCheck['checks'] = {
      // Which part failed, never the driver's own words (they can carry hosts, users or paths).
      database: dbError ? { status: 'down', detail: 'Postgres did not answer' } : { status: 'up' },
      queue: queueError
        ? { status: 'down', detail: `${this.queue.driver} queue did not answer` }
        : { status: 'up', detail: this.queue.driver },
      // Informational: jobs wait in Redis until a worker returns, so the api stays in rotation.
      worker: workerSeen
        ? { status: 'up', detail: this.queue.driver }
        : { status: 'down', detail: 'no worker heartbeat in Redis' },
    };
    const ready = !dbError && !queueError;
    // The driver's text goes to the log, for operators only.
    if (!ready) this.logger.warn({ database: dbError, queue: queueError }, 'not ready');
    void res.code(ready ? 200 : 503);
    return { status: ready ? 'up' : 'down', checks };
  }
}
