import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CompleteOnboardingBody, DashboardResponse, ExplorationsResponse } from '@sidequest/contracts';
import { CompleteOnboarding, DeleteGeneratedQuest } from '@sidequest/quests-domain';
import { CurrentUser, SignedInRoutes, type AuthenticatedUser } from '@sidequest/platform-auth';
import { Answers, ApiResponses, ENDPOINT_LIMITS, RateLimited, unwrap, ZodBody } from '@sidequest/platform-http';
import { DashboardReader } from '../read/dashboard.reader';

@ApiTags('quests')
@SignedInRoutes()
@Controller()
export class DashboardController {
  constructor(
    private readonly completeOnboarding: CompleteOnboarding,
    private readonly deleteQuest: DeleteGeneratedQuest,
    private readonly dashboard: DashboardReader,
  ) {}

  @Get('dashboard')
  @ApiOperation({
    summary: 'Everything the dashboard needs: onboarding status, current quest with plan and progress, other quests',
  })
  @Answers(200, 'The dashboard', DashboardResponse)
  async read(@CurrentUser() user: AuthenticatedUser): Promise<DashboardResponse> {
    return this.dashboard.read(user.userId);
  }

  @Get('explorations')
  @ApiOperation({
    summary: 'Your explorations: each quest started, its days checked in, milestones reached and reflection',
  })
  @Answers(200, 'The quests tried, newest first', ExplorationsResponse)
  async explorations(@CurrentUser() user: AuthenticatedUser): Promise<ExplorationsResponse> {
    return this.dashboard.explorations(user.userId);
  }

  @Post('onboarding')
  @RateLimited(ENDPOINT_LIMITS.onboarding)
  @ApiOperation({
    summary: 'Save & Start Quest: profile, response, the 3 quests and the selection with its plan, in one transaction',
  })
  @Answers(201, 'The dashboard after saving', DashboardResponse)
  @ApiResponses({ status: 400, description: 'No quests, or no chosen quest among them, or a bad answer' })
  async onboard(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(CompleteOnboardingBody) body: CompleteOnboardingBody,
  ): Promise<DashboardResponse> {
    const { userId } = user;
    unwrap(
      await this.completeOnboarding.execute({
        userId,
        answer: body.answer,
        quests: body.quests,
        selectedQuestId: body.selectedQuestId,
        plan: body.plan,
      }),
    );
    return this.dashboard.read(user.userId);
  }

  @Delete('generated-quests/:id')
  @ApiOperation({ summary: 'Delete one of the other available quests (by its row id)' })
  @Answers(204, 'Deleted')
  @ApiResponses({ status: 404, description: "No such quest among the signed-in user's own" })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    unwrap(await this.deleteQuest.execute({ userId: user.userId, id }));
  }
}
