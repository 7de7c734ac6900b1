import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { HealthCheck } from '@sidequest/contracts';
import { DbHealth } from '@sidequest/platform-db';
import { JobQueue } from '@sidequest/platform-queue';

@ApiTags('health')
@Controller('health')
export class HealthController {
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
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthCheck> {
    const [dbError, queueError, workerSeen] = await Promise.all([this.db.check(), this.queue.health(), this.queue.workerSeen()]);
    const checks: HealthCheck['checks'] = {
      database: dbError ? { status: 'down', detail: dbError } : { status: 'up' },
      queue: queueError ? { status: 'down', detail: queueError } : { status: 'up', detail: this.queue.driver },
      // Informational: jobs wait in Redis until a worker returns, so the api stays in rotation.
      worker: workerSeen ? { status: 'up', detail: this.queue.driver } : { status: 'down', detail: 'no worker heartbeat in Redis' },
    };
    const ready = !dbError && !queueError;
    res.status(ready ? 200 : 503);
    return { status: ready ? 'up' : 'down', checks };
  }
}
