import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CommunityQuestFilter,
  CommunityQuestList,
  CommunityQuestProgress,
  CommunityQuestProgressList,
  CommunityQuestProgressQuery,
  StartCommunityQuestBody,
  ToggleQuestStepBody,
} from '@sidequest/contracts';
import { ACCOUNT_GONE, CurrentUser, JwtAuthGuard, LiveAccountInterceptor, type AuthenticatedUser } from '@sidequest/platform-auth';
import { ApiZodBody, ApiZodResponse, ENDPOINT_LIMITS, parseWith, RateLimited, unwrap, ZodPipe } from '@sidequest/platform-http';
import { ListActiveProgress, ListArchive, ListCommunityQuests, StartCommunityQuest, ToggleQuestStep } from '@sidequest/progress-domain';
import { progressDto, questFields } from './progress.presenter';

const UNAUTHENTICATED = { status: 401, description: `Authentication required; on writes also when the account was deleted: "${ACCOUNT_GONE}"` };

@ApiTags('community quests')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@UseInterceptors(LiveAccountInterceptor)
@Controller()
export class CommunityQuestsController {
  constructor(
    private readonly listQuests: ListCommunityQuests,
    private readonly startQuest: StartCommunityQuest,
    private readonly toggleStep: ToggleQuestStep,
    private readonly listActive: ListActiveProgress,
    private readonly listArchive: ListArchive,
  ) {}

  @Get('community-quests')
  @ApiOperation({ summary: 'Browse: the filtered catalogue, newest first; past the free three locked unless subscribed' })
  @ApiQuery({ name: 'search', required: false, description: 'Case-insensitive, over title, description and category' })
  @ApiQuery({ name: 'category', required: false, description: 'Exact category' })
  @ApiZodResponse(200, 'The quests', CommunityQuestList)
  @ApiResponse({ status: 400, description: 'Unknown category or a search over 200 characters' })
  @ApiResponse(UNAUTHENTICATED)
  // The query is typed unknown so OpenAPI reads it from @ApiQuery, not from the zod value of the same name.
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: unknown): Promise<CommunityQuestList> {
    const filter = parseWith(CommunityQuestFilter, query);
    const listed = unwrap(await this.listQuests.execute({ userId: user.userId, ...filter }));
    return { quests: listed.map(({ quest, locked }) => ({ ...questFields(quest), locked })) };
  }

  @Post('community-quests/:questId/start')
  @RateLimited(ENDPOINT_LIMITS.questStart)
  @HttpCode(201)
  @ApiParam({ name: 'questId' })
  @ApiOperation({ summary: 'Start a quest; send the search and category the list was shown with, so the lock matches the screen' })
  @ApiZodBody(StartCommunityQuestBody)
  @ApiZodResponse(201, 'Started: the new progress', CommunityQuestProgress)
  @ApiResponse({ status: 200, description: 'Already started: the existing progress' })
  @ApiResponse({ status: 402, description: 'Locked: a premium quest for a free account' })
  @ApiResponse({ status: 404, description: 'No such quest' })
  @ApiResponse(UNAUTHENTICATED)
  async start(
    @CurrentUser() user: AuthenticatedUser,
    @Param('questId') questId: string,
    @Body(new ZodPipe(StartCommunityQuestBody)) body: StartCommunityQuestBody,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<CommunityQuestProgress> {
    const started = unwrap(await this.startQuest.execute({ userId: user.userId, questId, ...body }));
    if (!started.created) res.status(200);
    return progressDto(started);
  }

  @Get('quest-progress')
  @ApiOperation({ summary: 'The dashboard: active quests (newest started first), or the archive of completed ones' })
  @ApiQuery({ name: 'status', required: false, enum: ['active', 'completed'] })
  @ApiZodResponse(200, 'The user\'s own progress', CommunityQuestProgressList)
  @ApiResponse(UNAUTHENTICATED)
  async progress(
    @CurrentUser() user: AuthenticatedUser,
    @Query() raw: unknown,
  ): Promise<CommunityQuestProgressList> {
    const query = parseWith(CommunityQuestProgressQuery, raw);
    const useCase = query.status === 'completed' ? this.listArchive : this.listActive;
    return { progress: unwrap(await useCase.execute({ userId: user.userId })).map(progressDto) };
  }

  @Post('quest-progress/:questId/toggle')
  @HttpCode(200)
  @ApiParam({ name: 'questId' })
  @ApiOperation({ summary: 'Tick or un-tick one step; the last step completes the quest, un-ticking reopens it' })
  @ApiZodBody(ToggleQuestStepBody)
  @ApiZodResponse(200, 'The progress after the change', CommunityQuestProgress)
  @ApiResponse({ status: 400, description: 'No such step' })
  @ApiResponse({ status: 404, description: 'The user has not started this quest' })
  @ApiResponse(UNAUTHENTICATED)
  async toggle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('questId') questId: string,
    @Body(new ZodPipe(ToggleQuestStepBody)) body: ToggleQuestStepBody,
  ): Promise<CommunityQuestProgress> {
    return progressDto(unwrap(await this.toggleStep.execute({ userId: user.userId, questId, stepIndex: body.step_index })));
  }
}
