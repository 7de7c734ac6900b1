import { Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DailyLoopZone,
  ReminderResponse,
  SaveReminderRequest,
  SaveTimeZoneRequest,
  TimeZoneResponse,
} from '@sidequest/contracts';
import { CurrentUser, SignedInRoutes, type AuthenticatedUser } from '@sidequest/platform-auth';
import { Answers, ENDPOINT_LIMITS, RateLimited, unwrap, ZodBody, ZodQuery } from '@sidequest/platform-http';
import { GetReminder, GetTimeZone, SaveReminder, SaveTimeZone } from '@sidequest/reminders-domain';
import { minutesOf, reminderDto, timeZoneDto } from './reminders.presenter';

const BAD_INPUT = { status: 400, description: 'A field is missing or wrong; the message says which' };
/** The zone query's meaning, for /api/docs. */
const ZONE = { timeZone: 'The browser’s IANA zone, used until the person saves one, e.g. Europe/Berlin' };
type Zone = DailyLoopZone;

/** The person's reminder (time, days, on/off) and the zone their days are counted in. */
@ApiTags('reminders')
@SignedInRoutes(BAD_INPUT)
@Controller('progress')
export class RemindersController {
  constructor(
    private readonly getReminder: GetReminder,
    private readonly saveReminder: SaveReminder,
    private readonly getTimeZone: GetTimeZone,
    private readonly saveTimeZone: SaveTimeZone,
  ) {}

  @Get('reminder')
  @ApiOperation({ summary: 'The reminder; before one is saved: off, 18:00, the plan’s days (saved false)' })
  @Answers(200, 'The reminder', ReminderResponse)
  async reminder(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(DailyLoopZone, ZONE) { timeZone }: Zone,
  ): Promise<ReminderResponse> {
    return reminderDto(unwrap(await this.getReminder.execute({ userId: user.userId, timeZone })));
  }

  @Put('reminder')
  @RateLimited(ENDPOINT_LIMITS.personalWrites)
  @ApiOperation({ summary: 'Turn reminders on or off, at a local time on chosen days; saves the zone too' })
  @Answers(200, 'The saved reminder, with when the next one goes out', ReminderResponse)
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(SaveReminderRequest) body: SaveReminderRequest,
  ): Promise<ReminderResponse> {
    const input = {
      userId: user.userId,
      enabled: body.enabled,
      minutes: minutesOf(body.time),
      days: body.days,
      timeZone: body.time_zone,
    };
    return reminderDto(unwrap(await this.saveReminder.execute(input)));
  }

  @Get('time-zone')
  @ApiOperation({ summary: 'The zone the person’s days are counted in; saved false while the browser’s is used' })
  @Answers(200, 'The zone', TimeZoneResponse)
  async timeZone(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(DailyLoopZone, ZONE) { timeZone }: Zone,
  ): Promise<TimeZoneResponse> {
    return timeZoneDto(unwrap(await this.getTimeZone.execute({ userId: user.userId, timeZone })));
  }

  @Put('time-zone')
  @RateLimited(ENDPOINT_LIMITS.personalWrites)
  @ApiOperation({ summary: 'Save the zone: check-ins, the streak and reminders count days there from now on' })
  @Answers(200, 'The saved zone', TimeZoneResponse)
  async saveZone(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(SaveTimeZoneRequest) body: SaveTimeZoneRequest,
  ): Promise<TimeZoneResponse> {
    const input = { userId: user.userId, timeZone: body.time_zone };
    return timeZoneDto(unwrap(await this.saveTimeZone.execute(input)));
  }
}
