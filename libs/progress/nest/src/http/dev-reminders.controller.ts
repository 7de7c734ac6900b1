import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import { LoopbackOnlyGuard } from '@sidequest/platform-mail';
import { parseWith, Public } from '@sidequest/platform-http';
import { SendDueReminders } from '@sidequest/progress-domain';

const TickAt = z.object({
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO instant such as 2026-11-30T17:00:00Z' }),
});

/**
 * POST /dev/reminders/tick: runs one scheduler tick as if the clock read `at` (the browser journey's
 * controllable clock). Outside production only (the module leaves it out), and for loopback clients only.
 */
@ApiExcludeController()
@Public()
@UseGuards(LoopbackOnlyGuard)
@Controller('dev/reminders')
export class DevRemindersController {
  constructor(private readonly sendDue: SendDueReminders) {}

  @Post('tick')
  @HttpCode(200)
  async tick(@Body() body: unknown): Promise<{ stored: number; handled: number }> {
    const { at } = parseWith(TickAt, body);
    return this.sendDue.execute({ at: new Date(at) });
  }
}
