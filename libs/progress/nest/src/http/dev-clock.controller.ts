import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import type { AdjustableClock } from '@sidequest/kernel';
import { LoopbackOnlyGuard } from '@sidequest/platform-mail';
import { parseWith, Public } from '@sidequest/platform-http';
import { SendDueReminders } from '@sidequest/progress-domain';

/** The dev clock's token: the AdjustableClock progress reads "now" from outside production. */
export const DEV_CLOCK = Symbol('DEV_CLOCK');

const Instant = z.iso.datetime({ offset: true, error: 'at must be an ISO instant such as 2026-11-30T17:00:00Z' });
const SetClock = z.object({ at: Instant });
const TickAt = z.object({ at: Instant.optional() });

/**
 * The controllable clock a browser journey lives through days with, outside production only (the
 * module leaves it out there) and for loopback clients only:
 * - PUT /dev/clock `{ at }`: progress's "now" (check-ins, streaks, reminders, their links) reads `at`
 *   and goes on from there; DELETE /dev/clock puts it back; GET /dev/clock reads it;
 * - POST /dev/reminders/tick `{ at? }`: one reminder tick as if the clock read `at` (default: the dev clock).
 */
@ApiExcludeController()
@Public()
@UseGuards(LoopbackOnlyGuard)
@Controller('dev')
export class DevClockController {
  constructor(
    @Inject(DEV_CLOCK) private readonly clock: AdjustableClock,
    private readonly sendDue: SendDueReminders,
  ) {}

  @Get('clock')
  read(): { now: string } {
    return { now: this.clock.now().toISOString() };
  }

  @Put('clock')
  set(@Body() body: unknown): { now: string } {
    this.clock.set(new Date(parseWith(SetClock, body).at));
    return this.read();
  }

  @Delete('clock')
  reset(): { now: string } {
    this.clock.reset();
    return this.read();
  }

  @Post('reminders/tick')
  @HttpCode(200)
  async tick(@Body() body: unknown): Promise<{ stored: number; handled: number }> {
    const { at } = parseWith(TickAt, body ?? {});
    return this.sendDue.execute({ at: at ? new Date(at) : this.clock.now() });
  }
}
