import { Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  InterestProfileResponse,
  PROFILER_ITEM_IDS,
  SaveInterestProfileBody,
  scoreProfilerAnswers,
} from '@sidequest/contracts';
import {
  ClearInterestProfile,
  GetInterestProfile,
  SaveInterestProfile,
  type SavedInterestProfile,
} from '@sidequest/occupations-domain';
import { CurrentUser, SignedInRoutes, type AuthenticatedUser } from '@sidequest/platform-auth';
import { Answers, ApiResponses, ENDPOINT_LIMITS, RateLimited, ZodBody } from '@sidequest/platform-http';

/** A type alias, not the schema's name: Swagger would take a name that is also a value for the parameter's class. */
type Body = SaveInterestProfileBody;
type Response = InterestProfileResponse;

/** Only the answers to today's items count (an item dropped later keeps no weight), scored as the browser does. */
const profileDto = (saved: SavedInterestProfile | null): Response => {
  if (!saved) return { profile: null };
  const answers = Object.fromEntries(
    PROFILER_ITEM_IDS.filter((id) => id in saved.answers).map((id) => [id, saved.answers[id]]),
  );
  return {
    profile: {
      answers,
      answered: Object.keys(answers).length,
      scores: scoreProfilerAnswers(answers),
      updated_at: saved.updatedAt.toISOString(),
    },
  };
};

/** The interest profiler's answers of a signed-in person, saved so they can resume on any device, and retake. */
@ApiTags('occupations')
@SignedInRoutes()
@Controller('interest-profile')
export class InterestProfileController {
  constructor(
    private readonly getProfile: GetInterestProfile,
    private readonly saveProfile: SaveInterestProfile,
    private readonly clearProfile: ClearInterestProfile,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in person’s saved interest profiler answers and the profile they give' })
  @Answers(200, 'The saved profile, or profile: null when none is saved', InterestProfileResponse)
  async read(@CurrentUser() user: AuthenticatedUser): Promise<Response> {
    return profileDto(await this.getProfile.execute({ userId: user.userId }));
  }

  @Put()
  @RateLimited(ENDPOINT_LIMITS.personalWrites)
  @ApiOperation({ summary: 'Save the profiler answers so far (they replace the saved ones); the server scores them' })
  @Answers(200, 'The saved profile with its six scores', InterestProfileResponse)
  @ApiResponses({
    status: 400,
    description: 'No answers object, an unknown item id, an answer other than a whole number 1–5, or an unknown field',
  })
  async save(@CurrentUser() user: AuthenticatedUser, @ZodBody(SaveInterestProfileBody) body: Body): Promise<Response> {
    const input = { userId: user.userId, answers: body.answers };
    return profileDto(await this.saveProfile.execute(input));
  }

  @Delete()
  @RateLimited(ENDPOINT_LIMITS.personalWrites)
  @ApiOperation({ summary: 'Retake: forget the saved answers' })
  @Answers(200, 'profile: null', InterestProfileResponse)
  async clear(@CurrentUser() user: AuthenticatedUser): Promise<Response> {
    await this.clearProfile.execute({ userId: user.userId });
    return { profile: null };
  }
}
