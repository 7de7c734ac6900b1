import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  NextOccupationsQuery,
  NextOccupationsResponse,
  OccupationCodeParam,
  OccupationDetail,
  OccupationGroupsResponse,
  OccupationSearchQuery,
  OccupationSearchResponse,
  OccupationsByInterestsBody,
  OccupationsByInterestsResponse,
} from '@sidequest/contracts';
import {
  majorGroups,
  RankOccupationsByInterests,
  SearchOccupations,
  ShowOccupation,
  SuggestNextOccupations,
} from '@sidequest/occupations-domain';
import {
  Answers,
  ApiResponses,
  ENDPOINT_LIMITS,
  Public,
  RateLimited,
  unwrap,
  ZodBody,
  ZodPipe,
  ZodQuery,
} from '@sidequest/platform-http';
import { detailDto } from './occupation-detail.presenter';

/** A type alias, not the schema's name: a parameter typed by a name that is also a value would give Swagger the schema as its class. */
type Query = OccupationSearchQuery;
type Response = OccupationSearchResponse;
type Detail = OccupationDetail;
type ByInterests = OccupationsByInterestsBody;
type Ranked = OccupationsByInterestsResponse;
type NextQuery = NextOccupationsQuery;
type Next = NextOccupationsResponse;
type Groups = OccupationGroupsResponse;

let groupsDto: Groups | undefined;

const QUERY = { q: 'What is typed so far (1–100 characters)', limit: 'How many occupations, 1–10 (default 6)' };

@ApiTags('occupations')
@Public()
@Controller('occupations')
export class OccupationsController {
  constructor(
    private readonly searchOccupations: SearchOccupations,
    private readonly showOccupation: ShowOccupation,
    private readonly rankByInterests: RankOccupationsByInterests,
    private readonly suggestNext: SuggestNextOccupations,
  ) {}

  @Get('search')
  @RateLimited(ENDPOINT_LIMITS.occupationSearch)
  @ApiOperation({ summary: 'Typeahead: the O*NET occupations behind a typed job title, best first, with scores' })
  @Answers(
    200,
    'The occupations found (none for words that name no job); Cache-Control: public',
    OccupationSearchResponse,
  )
  @ApiResponses({ status: 400, description: 'No q, or q over 100 characters, or limit outside 1–10' })
  search(
    @ZodQuery(OccupationSearchQuery, QUERY) query: Query,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Response {
    const hits = unwrap(this.searchOccupations.execute({ query: query.q, limit: query.limit }));
    // The same words find the same jobs for everyone until the next release: browsers and proxies may keep it.
    res.header('cache-control', 'public, max-age=3600');
    return { query: query.q, results: hits.map((hit) => ({ ...hit })) };
  }

  @Get('groups')
  @RateLimited(ENDPOINT_LIMITS.occupationSearch)
  @ApiOperation({ summary: 'Browse: every occupation under its SOC major group (23 groups), by title' })
  @Answers(200, 'The groups in SOC order; Cache-Control: public', OccupationGroupsResponse)
  groups(@Res({ passthrough: true }) res: FastifyReply): Groups {
    res.header('cache-control', 'public, max-age=3600');
    groupsDto ??= {
      groups: majorGroups().map((g) => ({
        code: g.code,
        title: g.title,
        occupations: g.occupations.map((o) => ({ code: o.code, title: o.title })),
      })),
    };
    return groupsDto;
  }

  @Post('by-interests')
  @RateLimited(ENDPOINT_LIMITS.occupationSearch)
  @ApiOperation({ summary: 'The interest profiler: occupations ranked by how well their RIASEC profile fits a person' })
  @Answers(
    200,
    'Best fit first (Pearson correlation, -1 to 1), optionally only some job zones',
    OccupationsByInterestsResponse,
  )
  @ApiResponses({
    status: 400,
    description: 'An interest outside 1–7, a job zone outside 1–5, or a limit outside 1–50',
  })
  byInterests(@ZodBody(OccupationsByInterestsBody) body: ByInterests): Ranked {
    const ranked = this.rankByInterests.execute({ interests: body.interests, zones: body.zones, limit: body.limit });
    return {
      results: ranked.map(({ occupation, fit }) => ({
        code: occupation.code,
        title: occupation.title,
        fit: Math.round(fit * 1000) / 1000,
        job_zone: occupation.jobZone,
      })),
    };
  }

  @Get(':code')
  @RateLimited(ENDPOINT_LIMITS.occupationSearch)
  @ApiOperation({ summary: "An occupation's page: description, core tasks, job zone, interests, related occupations" })
  @Answers(200, 'The occupation (a 2010 code answers its 2019 successor); Cache-Control: public', OccupationDetail)
  @ApiResponses(
    { status: 400, description: 'Not shaped like an O*NET-SOC code' },
    { status: 404, description: 'A code O*NET never had' },
  )
  detail(
    @Param('code', new ZodPipe(OccupationCodeParam)) code: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Detail {
    const profile = unwrap(this.showOccupation.execute({ code }));
    res.header('cache-control', 'public, max-age=3600');
    return detailDto(profile);
  }

  @Get(':code/next')
  @RateLimited(ENDPOINT_LIMITS.occupationSearch)
  @ApiOperation({
    summary:
      '"Try next" after a quest: related occupations, close ones for "more", of a different bent for "different"',
  })
  @Answers(200, 'Up to five occupations, best first; Cache-Control: public', NextOccupationsResponse)
  @ApiResponses(
    { status: 400, description: 'Not shaped like an O*NET-SOC code, or a direction other than "more" or "different"' },
    { status: 404, description: 'A code O*NET never had' },
  )
  next(
    @Param('code', new ZodPipe(OccupationCodeParam)) code: string,
    @ZodQuery(NextOccupationsQuery, { direction: '"more" (liked the work) or "different"' }) query: NextQuery,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Next {
    const occupations = unwrap(this.suggestNext.execute({ code, direction: query.direction }));
    res.header('cache-control', 'public, max-age=3600');
    return { occupations: occupations.map(({ code: c, title }) => ({ code: c, title })) };
  }
}
