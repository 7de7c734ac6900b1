import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GeneratePlanBody, GeneratePlanResponse } from '@sidequest/contracts';
import { GeneratePlan } from '@sidequest/plans-domain';
import { ApiZodBody, ApiZodResponse, ENDPOINT_LIMITS, RateLimited, unwrap, ZodPipe } from '@sidequest/platform-http';

@ApiTags('plans')
@ApiBearerAuth()
@Controller('plans')
export class PlansController {
  constructor(private readonly generatePlan: GeneratePlan) {}

  @Post('generate')
  @RateLimited(ENDPOINT_LIMITS.planGeneration)
  @HttpCode(200)
  @ApiZodBody(GeneratePlanBody)
  @ApiOperation({
    summary: 'A 3-6 milestone plan for a generated quest, with its weekly schedule (minutesPerDay defaults to 30)',
  })
  @ApiZodResponse(200, 'The plan', GeneratePlanResponse)
  @ApiResponse({
    status: 400,
    description: 'No quest, an answer over 500 characters, or minutes per day outside 5-480',
  })
  @ApiResponse({ status: 401, description: 'No valid access token' })
  async generate(@Body(new ZodPipe(GeneratePlanBody)) body: GeneratePlanBody): Promise<GeneratePlanResponse> {
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
