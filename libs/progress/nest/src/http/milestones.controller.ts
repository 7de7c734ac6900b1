import { Controller, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MilestoneIndexParam, MilestoneProgressResponse, ToggleMilestoneBody } from '@sidequest/contracts';
import { CurrentUser, SignedInRoutes, type AuthenticatedUser } from '@sidequest/platform-auth';
import {
  Answers,
  ApiResponses,
  ENDPOINT_LIMITS,
  RateLimited,
  unwrap,
  ZodBody,
  ZodPipe,
} from '@sidequest/platform-http';
import { ToggleMilestone } from '@sidequest/progress-domain';

/** Milestone ticks of the current quest. The path stays under /quests/current, where the web app calls it. */
@ApiTags('quests')
@SignedInRoutes()
@Controller('quests')
export class MilestonesController {
  constructor(private readonly toggleMilestone: ToggleMilestone) {}

  @Put('current/milestones/:index')
  @RateLimited(ENDPOINT_LIMITS.personalWrites)
  @ApiOperation({ summary: 'Mark a milestone of the current quest completed or reopened (saved on the server)' })
  @Answers(200, 'Completed milestone indexes and the percent progress', MilestoneProgressResponse)
  @ApiResponses(
    { status: 400, description: 'No such milestone' },
    { status: 404, description: 'questId is not the current quest of the signed-in user' },
  )
  async milestone(
    @CurrentUser() user: AuthenticatedUser,
    @Param('index', new ZodPipe(MilestoneIndexParam)) index: number,
    @ZodBody(ToggleMilestoneBody) body: ToggleMilestoneBody,
  ): Promise<MilestoneProgressResponse> {
    const toggle = { userId: user.userId, questId: body.questId, index, completed: body.completed };
    const progress = unwrap(await this.toggleMilestone.execute(toggle));
    return { completed_milestones: [...progress.completed], progress_percent: progress.percent };
  }
}
