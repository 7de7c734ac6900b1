import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CommunityQuestFilter, CommunityQuestList } from '@sidequest/contracts';
import { CurrentUser, SignedInRoutes, type AuthenticatedUser } from '@sidequest/platform-auth';
import { Answers, ApiResponses, unwrap, ZodQuery } from '@sidequest/platform-http';
import { ListCommunityQuests } from '@sidequest/quests-domain';
import { communityListDto } from './community-list.presenter';
import { noneMatchHits, taggedJson } from './json-etag';

/** What the browse query's fields mean, for /api/docs. */
const FILTER = { search: 'Case-insensitive, over title, description and category', category: 'Exact category' };
type Filter = CommunityQuestFilter;

/** The community catalogue as the browse board shows it; starting and ticking a quest's steps are progress's. */
@ApiTags('community quests')
@SignedInRoutes()
@Controller()
export class CommunityBoardController {
  constructor(private readonly listQuests: ListCommunityQuests) {}

  @Get('community-quests')
  @ApiOperation({
    // The id it had when progress served it, so clients generated from /api/docs keep their method name.
    operationId: 'CommunityQuestsController_list',
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
}
