import { Controller, Get, Headers, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
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
import {
  ListActiveProgress,
  ListArchive,
  ListCommunityQuests,
  StartCommunityQuest,
  ToggleQuestStep,
} from '@sidequest/progress-domain';
import { communityListDto } from './community-list.presenter';
import { noneMatchHits, taggedJson } from './json-etag';
import { progressDto } from './progress.presenter';

/** What the browse query's fields mean, for /api/docs. */
const FILTER = { search: 'Case-insensitive, over title, description and category', category: 'Exact category' };
type Filter = CommunityQuestFilter;
type ProgressQuery = CommunityQuestProgressQuery;

@ApiTags('community quests')
@SignedInRoutes()
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
  @ApiOperation({
    summary: 'Browse: the filtered catalogue, newest first; once a free account has started 3, the rest locked',
  })
  @Answers(200, 'The quests as cards (no steps); with an ETag, Cache-Control: private, no-cache', CommunityQuestList)
  @ApiResponses(
    { status: 304, description: 'If-None-Match holds the current ETag: no body' },
    { status: 400, description: 'Unknown category or a search over 200 characters' },
  )
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @ZodQuery(CommunityQuestFilter, FILTER) filter: Filter,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Buffer | undefined> {
    const listed = unwrap(await this.listQuests.execute({ userId: user.userId, ...filter }));
    // The answer is this user's (started, locked): only the browser may keep it, and it asks again each time.
    const { body, etag } = taggedJson(communityListDto(listed));
    res.header('etag', etag).header('cache-control', 'private, no-cache');
    if (noneMatchHits(ifNoneMatch, etag)) {
      res.status(304);
      return undefined;
    }
    // Sent as the very bytes the tag was taken over (Fastify writes a Buffer as it is).
    res.header('content-type', 'application/json; charset=utf-8');
    return body;
  }

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
