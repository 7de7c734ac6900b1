import { Body, Controller, HttpCode, Logger, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientNotFoundReport } from '@sidequest/contracts';
import { ZodPipe } from '../errors/zod.pipe';
import { ApiZodBody } from '../errors/api-zod';

/** Lets the web app report what only the browser sees, such as a path that matched no screen. */
@ApiTags('ops')
@Controller('client-log')
export class ClientLogController {
  private readonly logger = new Logger('ClientLog');

  @Post('not-found')
  @HttpCode(204)
  @ApiOperation({ summary: 'Log a path that showed the not-found screen' })
  @ApiZodBody(ClientNotFoundReport)
  notFound(@Body(new ZodPipe(ClientNotFoundReport)) report: ClientNotFoundReport): void {
    this.logger.warn({ path: report.path, event: 'client_not_found' }, `not found: ${report.path}`);
  }
}
