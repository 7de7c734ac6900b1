import {
  Body,
  Controller,
  Delete,
  Get,
  Global,
  Inject,
  Module,
  Put,
  UseGuards,
  type DynamicModule,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import type { AdjustableClock } from '@sidequest/kernel';
import { parseWith } from '../errors/zod.pipe';
import { Public } from '../security/route-access';
import { LoopbackOnlyGuard } from '../security/loopback-only.guard';

/** The dev clock's token: the one AdjustableClock every context but accounts and billing reads "now" from outside production. */
export const DEV_CLOCK = Symbol('DEV_CLOCK');

const Instant = z.iso.datetime({ offset: true, error: 'at must be an ISO instant such as 2026-11-30T17:00:00Z' });
const SetClock = z.object({ at: Instant });

/**
 * The controllable clock a browser journey lives through days with, outside production only (the api
 * leaves the module out there) and for loopback clients only. PUT /dev/clock `{ at }`: "now" reads `at` for
 * quests (when a quest was picked and finished), progress (check-ins, streaks, reminders and their
 * links), feedback and occupations, and goes on from there; DELETE /dev/clock puts it back; GET reads it.
 */
@ApiExcludeController()
@Public()
@UseGuards(LoopbackOnlyGuard)
@Controller('dev')
export class DevClockController {
  constructor(@Inject(DEV_CLOCK) private readonly clock: AdjustableClock) {}

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
}

/**
 * The dev clock for the whole process: the composition root builds one AdjustableClock, hands it to the
 * contexts as their clock, and registers it here so /dev/clock turns it and a context's dev tool
 * (progress's reminder tick) can read it by DEV_CLOCK.
 */
@Global()
@Module({})
export class DevClockModule {
  static forRoot(clock: AdjustableClock): DynamicModule {
    return {
      module: DevClockModule,
      controllers: [DevClockController],
      providers: [{ provide: DEV_CLOCK, useValue: clock }],
      exports: [DEV_CLOCK],
    };
  }
}
