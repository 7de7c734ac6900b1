import { Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CheckInResponse, DailyLoopResponse, DailyLoopZone } from '@sidequest/contracts';
import { CurrentUser, SignedInRoutes, type AuthenticatedUser } from '@sidequest/platform-auth';
import {
  Answers,
  ApiResponses,
  ENDPOINT_LIMITS,
  RateLimited,
  unwrap,
  ZodBody,
  ZodQuery,
} from '@sidequest/platform-http';
import { CheckInToday, GetDailyLoop, UndoCheckInToday } from '@sidequest/progress-domain';
import { checkInDto, dailyLoopDto } from './daily-loop.presenter';

const BAD_ZONE = { status: 400, description: 'timeZone is missing or not an IANA zone Intl knows' };
/** The zone query's meaning, for /api/docs. */
const ZONE = { timeZone: 'The person’s IANA zone, e.g. Europe/Berlin' };
type Zone = DailyLoopZone;

/** "Done for today": the check-in of the person's own calendar day, its undo, and the streak heatmap. */
@ApiTags('progress')
@SignedInRoutes()
@Controller('progress')
export class DailyLoopController {
  constructor(
    private readonly getDailyLoop: GetDailyLoop,
    private readonly checkInToday: CheckInToday,
    private readonly undoCheckInToday: UndoCheckInToday,
  ) {}

  @Get('daily')
  @ApiOperation({ summary: 'Today’s check-in, the streak and the 12-week heatmap, in the person’s zone' })
  @Answers(200, 'The daily loop', DailyLoopResponse)
  @ApiResponse(BAD_ZONE)
  async daily(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(DailyLoopZone, ZONE) { timeZone }: Zone,
  ): Promise<DailyLoopResponse> {
    return dailyLoopDto(unwrap(await this.getDailyLoop.execute({ userId: user.userId, timeZone })));
  }

  @Post('check-ins/today')
  @RateLimited(ENDPOINT_LIMITS.personalWrites)
  @ApiOperation({
    summary: 'Mark today as done for the current quest; a second mark the same local day changes nothing',
  })
  @Answers(201, 'The daily loop after the check-in; changed is false when today was already marked', CheckInResponse)
  @ApiResponses(BAD_ZONE, { status: 409, description: 'There is no current quest to check in to' })
  async checkIn(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(DailyLoopZone) body: DailyLoopZone,
  ): Promise<CheckInResponse> {
    const input = { userId: user.userId, timeZone: body.timeZone };
    return checkInDto(unwrap(await this.checkInToday.execute(input)));
  }

  @Delete('check-ins/today')
  @RateLimited(ENDPOINT_LIMITS.personalWrites)
  @ApiOperation({ summary: 'Undo today’s check-in, until midnight of its day, the person’s time' })
  @Answers(200, 'The daily loop after the undo; changed is false when there was nothing to undo', CheckInResponse)
  @ApiResponse(BAD_ZONE)
  async undo(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(DailyLoopZone, ZONE) { timeZone }: Zone,
  ): Promise<CheckInResponse> {
    const input = { userId: user.userId, timeZone };
    return checkInDto(unwrap(await this.undoCheckInToday.execute(input)));
  }
}
