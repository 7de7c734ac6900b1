import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SignatureQuestsQuery, SignatureQuestsResponse } from '@sidequest/contracts';
import { FindSignatureQuests } from '@sidequest/quests-domain';
import { Answers, ApiResponses, ENDPOINT_LIMITS, Public, RateLimited, ZodQuery } from '@sidequest/platform-http';

/** Type aliases, not the schemas' names: Swagger would take a parameter type that is also a value for its class. */
type Query = SignatureQuestsQuery;
type Response = SignatureQuestsResponse;

@ApiTags('quests')
@Public()
@Controller('quests')
export class SignatureQuestsController {
  constructor(private readonly findSignatureQuests: FindSignatureQuests) {}

  @Get('signature')
  @RateLimited(ENDPOINT_LIMITS.occupationSearch)
  @ApiOperation({
    summary: "The signature quests of up to 20 occupations, as cards (an occupation's page, the profiler)",
  })
  @Answers(
    200,
    'Each code asked, with its quests (none for a code the catalogue does not know)',
    SignatureQuestsResponse,
  )
  @ApiResponses({ status: 400, description: 'codes is not a comma-separated list of 1 to 20 O*NET-SOC codes' })
  signature(
    @ZodQuery(SignatureQuestsQuery, { codes: 'O*NET-SOC codes, separated by commas' }) query: Query,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Response {
    res.header('cache-control', 'public, max-age=3600');
    return { occupations: this.findSignatureQuests.execute({ codes: query.codes.split(',') }) };
  }
}
