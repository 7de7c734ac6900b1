import { Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QuestLogResponse, ReflectionEntry, SaveReflectionRequest } from '@sidequest/contracts';
import { CurrentUser, SignedInRoutes, type AuthenticatedUser } from '@sidequest/platform-auth';
import { Answers, ApiResponses, ENDPOINT_LIMITS, RateLimited, unwrap, ZodBody } from '@sidequest/platform-http';
import { ListQuestLog, SaveReflection } from '@sidequest/progress-domain';
import { reflectionDto } from '../reflection-json';

/** "How did this quest feel?" and the quest log on the dashboard. */
@ApiTags('progress')
@SignedInRoutes()
@Controller('progress/reflections')
export class ReflectionsController {
  constructor(
    private readonly saveReflection: SaveReflection,
    private readonly listQuestLog: ListQuestLog,
  ) {}

  @Post()
  @RateLimited(ENDPOINT_LIMITS.personalWrites)
  @ApiOperation({
    summary:
      'How a finished or left quest felt: rating, more or different, an optional line. A second answer replaces the first',
  })
  @Answers(201, 'The saved entry of the quest log', ReflectionEntry)
  @ApiResponses(
    { status: 400, description: 'A rating outside 1–5, an unknown direction or end, or a line over 280 characters' },
    { status: 404, description: 'The quest is not one the signed-in person started' },
  )
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(SaveReflectionRequest) body: SaveReflectionRequest,
  ): Promise<ReflectionEntry> {
    const input = {
      userId: user.userId,
      questId: body.quest_id,
      rating: body.rating,
      direction: body.direction,
      surprise: body.surprise ?? null,
      ended: body.ended,
    };
    return reflectionDto(unwrap(await this.saveReflection.execute(input)));
  }

  @Get()
  @ApiOperation({ summary: 'The quest log: the person’s reflections, newest first' })
  @Answers(200, 'The quest log', QuestLogResponse)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<QuestLogResponse> {
    const entries = await this.listQuestLog.execute({ userId: user.userId });
    return { entries: entries.map(reflectionDto) };
  }
}
