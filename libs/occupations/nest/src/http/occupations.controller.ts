import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OccupationSearchQuery, OccupationSearchResponse } from '@sidequest/contracts';
import { SearchOccupations } from '@sidequest/occupations-domain';
import {
  Answers,
  ApiResponses,
  ENDPOINT_LIMITS,
  Public,
  RateLimited,
  unwrap,
  ZodQuery,
} from '@sidequest/platform-http';

/** A type alias, not the schema's name: a parameter typed by a name that is also a value would give Swagger the schema as its class. */
type Query = OccupationSearchQuery;
type Response = OccupationSearchResponse;

const QUERY = { q: 'What is typed so far (1–100 characters)', limit: 'How many occupations, 1–10 (default 6)' };

@ApiTags('occupations')
@Public()
@Controller('occupations')
export class OccupationsController {
  constructor(private readonly searchOccupations: SearchOccupations) {}

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
}
