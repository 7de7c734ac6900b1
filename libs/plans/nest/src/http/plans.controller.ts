import { Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GeneratePlanBody, GeneratePlanResponse } from '@sidequest/contracts';
import { GeneratePlan } from '@sidequest/plans-domain';
import { SignedInRoutes, WriteGuardExempt } from '@sidequest/platform-auth';
import { Answers, ApiResponses, ENDPOINT_LIMITS, RateLimited, unwrap, ZodBody } from '@sidequest/platform-http';

@ApiTags('plans')
@SignedInRoutes()
@Controller('plans')
export class PlansController {
  constructor(private readonly generatePlan: GeneratePlan) {}

  @Post('generate')
  @WriteGuardExempt('writes nothing: a plan generated (an LLM call) and answered, not stored')
  @RateLimited(ENDPOINT_LIMITS.planGeneration)
  @ApiOperation({
    summary: 'A 3-6 milestone plan for a generated quest, with its weekly schedule (minutesPerDay defaults to 30)',
  })
  @Answers(200, 'The plan', GeneratePlanResponse)
  @ApiResponses({
    status: 400,
    description: 'No quest, an answer over 500 characters, or minutes per day outside 5-480',
  })
  async generate(@ZodBody(GeneratePlanBody) body: GeneratePlanBody): Promise<GeneratePlanResponse> {
    const { plan } = unwrap(
      await this.generatePlan.execute({
        quest: body.quest,
        userAnswer: body.userAnswer,
        minutesPerDay: body.minutesPerDay,
      }),
    );
    return { plan };
  }
}
