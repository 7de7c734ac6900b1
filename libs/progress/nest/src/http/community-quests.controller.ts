import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CommunityQuestProgress,
  CommunityQuestProgressList,
  CommunityQuestProgressQuery,
  StartCommunityQuestBody,
  ToggleQuestStepBody,
} from '@sidequest/contracts';
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
import { ListActiveProgress, ListArchive, StartCommunityQuest, ToggleQuestStep } from '@sidequest/progress-domain';
import { progressDto } from './progress.presenter';

type ProgressQuery = CommunityQuestProgressQuery;

@ApiTags('community quests')
@SignedInRoutes()
@Controller()
export class CommunityQuestsController {
  constructor(
    private readonly startQuest: StartCommunityQuest,
    private readonly toggleStep: ToggleQuestStep,
    private readonly listActive: ListActiveProgress,
    private readonly listArchive: ListArchive,
  ) {}

  @Post('community-quests/:questId/start')
  @RateLimited(ENDPOINT_LIMITS.questStart)
  @ApiParam({ name: 'questId' })
  @ApiOperation({ summary: 'Start a quest: any 3 on the free plan (counted by the server), any number with premium' })
  @Answers(201, 'Started: the new progress', CommunityQuestProgress)
  @ApiResponses(
    { status: 200, description: 'Already started: the existing progress' },
    { status: 402, description: 'Locked: a free account has used its 3 quests' },
    { status: 404, description: 'No such quest' },
  )
  async start(
    @CurrentUser() user: AuthenticatedUser,
    @Param('questId') questId: string,
    @ZodBody(StartCommunityQuestBody) _body: StartCommunityQuestBody,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<CommunityQuestProgress> {
    const started = unwrap(await this.startQuest.execute({ userId: user.userId, questId }));
    if (!started.created) res.status(200);
    return progressDto(started);
  }

  @Get('quest-progress')
  @ApiOperation({ summary: 'The dashboard: active quests (newest started first), or the archive of completed ones' })
  @Answers(200, "The user's own progress", CommunityQuestProgressList)
  async progress(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(CommunityQuestProgressQuery) { status }: ProgressQuery,
  ): Promise<CommunityQuestProgressList> {
    const useCase = status === 'completed' ? this.listArchive : this.listActive;
    return { progress: unwrap(await useCase.execute({ userId: user.userId })).map(progressDto) };
  }

  @Post('quest-progress/:questId/toggle')
  @RateLimited(ENDPOINT_LIMITS.personalWrites)
  @ApiParam({ name: 'questId' })
  @ApiOperation({ summary: 'Tick or un-tick one step; the last step completes the quest, un-ticking reopens it' })
  @Answers(200, 'The progress after the change', CommunityQuestProgress)
  @ApiResponses(
    { status: 400, description: 'No such step' },
    { status: 404, description: 'The user has not started this quest' },
  )
  async toggle(
    @CurrentUser() user: AuthenticatedUser,
    @Param('questId') questId: string,
    @ZodBody(ToggleQuestStepBody) body: ToggleQuestStepBody,
  ): Promise<CommunityQuestProgress> {
    return progressDto(
      unwrap(await this.toggleStep.execute({ userId: user.userId, questId, stepIndex: body.step_index })),
    );
  }
}
