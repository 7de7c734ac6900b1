import { Controller, HttpCode, Logger, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientNotFoundReport } from '@sidequest/contracts';
import { DomainError } from '@sidequest/kernel';
import { DomainErrorException } from '../errors/domain-error.exception';
import { addressBucket } from '../rate-limit/address-bucket';
import { RateLimitService } from '../rate-limit/rate-limit.service';

/** Enough for a person clicking around; a script filling the logs is refused. */
export const CLIENT_LOG_LIMIT = { points: 30, durationSeconds: 60 };
import { ZodBody } from '../errors/api-zod';
import { Public } from '../security/route-access';

/** Lets the web app report what only the browser sees, such as a path that matched no screen. */
@ApiTags('ops')
@Public()
@Controller('client-log')
export class ClientLogController {
  private readonly logger = new Logger('ClientLog');

  constructor(private readonly limits: RateLimitService) {}

  @Post('not-found')
  @HttpCode(204)
  @ApiOperation({ summary: 'Log a path that showed the not-found screen' })
  async notFound(
    @ZodBody(ClientNotFoundReport) report: ClientNotFoundReport,
    @Req() req: { ip?: string },
  ): Promise<void> {
    const outcome = await this.limits.consume(`client-log:${addressBucket(req.ip ?? 'unknown')}`, CLIENT_LOG_LIMIT);
    if (!outcome.ok) {
      const { retryAfterSeconds } = outcome;
      throw new DomainErrorException(
        new DomainError('rate_limited', `Too many reports. Try again in ${retryAfterSeconds} seconds.`, {
          retryAfterSeconds,
        }),
      );
    }
    this.logger.warn({ path: report.path, event: 'client_not_found' }, `not found: ${report.path}`);
  }
}
