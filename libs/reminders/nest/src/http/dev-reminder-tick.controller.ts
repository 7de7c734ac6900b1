import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import type { Clock } from '@sidequest/kernel';
import { DEV_CLOCK, LoopbackOnlyGuard, parseWith, Public } from '@sidequest/platform-http';
import { SendDueReminders } from '@sidequest/reminders-domain';

const TickAt = z.object({
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO instant such as 2026-11-30T17:00:00Z' }).optional(),
});

/**
 * Outside production only (the module leaves it out there) and for loopback clients only:
 * POST /dev/reminders/tick `{ at? }` runs one reminder tick as if the clock read `at` (default: the
 * platform's dev clock, which PUT /dev/clock turns).
 */
@ApiExcludeController()
@Public()
@UseGuards(LoopbackOnlyGuard)
@Controller('dev')
export class DevReminderTickController {
  constructor(
    @Inject(DEV_CLOCK) private readonly clock: Clock,
    private readonly sendDue: SendDueReminders,
  ) {}

  @Post('reminders/tick')
  @HttpCode(200)
  async tick(@Body() body: unknown): Promise<{ stored: number; handled: number }> {
    const { at } = parseWith(TickAt, body ?? {});
    return this.sendDue.execute({ at: at ? new Date(at) : this.clock.now() });
  }
}
