import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  DailyLoopZone,
  ReminderResponse,
  SaveReminderRequest,
  SaveTimeZoneRequest,
  TimeZoneResponse,
} from '@sidequest/contracts';
import { ACCOUNT_GONE, CurrentUser, LiveAccountWrites, type AuthenticatedUser } from '@sidequest/platform-auth';
import { ApiZodBody, ApiZodResponse, parseWith, unwrap, ZodPipe } from '@sidequest/platform-http';
import { GetReminder, GetTimeZone, SaveReminder, SaveTimeZone } from '@sidequest/progress-domain';
import { minutesOf, reminderDto, timeZoneDto } from './reminders.presenter';

const UNAUTHENTICATED = {
  status: 401,
  description: `Authentication required; on writes also when the account was deleted: "${ACCOUNT_GONE}"`,
};
const BAD_INPUT = { status: 400, description: 'A field is missing or wrong; the message says which' };
const ZONE_QUERY = {
  name: 'timeZone',
  required: true,
  description: 'The browser’s IANA zone, used until the person saves one, e.g. Europe/Berlin',
};

/** The person's reminder (time, days, on/off) and the zone their days are counted in. */
@ApiTags('progress')
@ApiBearerAuth()
@Controller('progress')
export class RemindersController {
  constructor(
    private readonly getReminder: GetReminder,
    private readonly saveReminder: SaveReminder,
    private readonly getTimeZone: GetTimeZone,
    private readonly saveTimeZone: SaveTimeZone,
    private readonly writes: LiveAccountWrites,
  ) {}

  @Get('reminder')
  @ApiOperation({ summary: 'The reminder; before one is saved: off, 18:00, the plan’s days (saved false)' })
  @ApiQuery(ZONE_QUERY)
  @ApiZodResponse(200, 'The reminder', ReminderResponse)
  @ApiResponse(BAD_INPUT)
  @ApiResponse(UNAUTHENTICATED)
  async reminder(@CurrentUser() user: AuthenticatedUser, @Query() query: unknown): Promise<ReminderResponse> {
    const { timeZone } = parseWith(DailyLoopZone, query);
    return reminderDto(unwrap(await this.getReminder.execute({ userId: user.userId, timeZone })));
  }

  @Put('reminder')
  @ApiZodBody(SaveReminderRequest)
  @ApiOperation({ summary: 'Turn reminders on or off, at a local time on chosen days; saves the zone too' })
  @ApiZodResponse(200, 'The saved reminder, with when the next one goes out', ReminderResponse)
  @ApiResponse(BAD_INPUT)
  @ApiResponse(UNAUTHENTICATED)
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodPipe(SaveReminderRequest)) body: SaveReminderRequest,
  ): Promise<ReminderResponse> {
    const input = {
      userId: user.userId,
      enabled: body.enabled,
      minutes: minutesOf(body.time),
      days: body.days,
      timeZone: body.time_zone,
    };
    return reminderDto(unwrap(await this.writes.run(user.userId, () => this.saveReminder.execute(input))));
  }

  @Get('time-zone')
  @ApiOperation({ summary: 'The zone the person’s days are counted in; saved false while the browser’s is used' })
  @ApiQuery(ZONE_QUERY)
  @ApiZodResponse(200, 'The zone', TimeZoneResponse)
  @ApiResponse(BAD_INPUT)
  @ApiResponse(UNAUTHENTICATED)
  async timeZone(@CurrentUser() user: AuthenticatedUser, @Query() query: unknown): Promise<TimeZoneResponse> {
    const { timeZone } = parseWith(DailyLoopZone, query);
    return timeZoneDto(unwrap(await this.getTimeZone.execute({ userId: user.userId, timeZone })));
  }

  @Put('time-zone')
  @ApiZodBody(SaveTimeZoneRequest)
  @ApiOperation({ summary: 'Save the zone: check-ins, the streak and reminders count days there from now on' })
  @ApiZodResponse(200, 'The saved zone', TimeZoneResponse)
  @ApiResponse(BAD_INPUT)
  @ApiResponse(UNAUTHENTICATED)
  async saveZone(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodPipe(SaveTimeZoneRequest)) body: SaveTimeZoneRequest,
  ): Promise<TimeZoneResponse> {
    const input = { userId: user.userId, timeZone: body.time_zone };
    return timeZoneDto(unwrap(await this.writes.run(user.userId, () => this.saveTimeZone.execute(input))));
  }
}
