import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProgressionResponse } from '@sidequest/contracts';
import { CurrentUser, SignedInRoutes, type AuthenticatedUser } from '@sidequest/platform-auth';
import { Answers } from '@sidequest/platform-http';
import { GetProgression } from '@sidequest/progress-domain';

/** The light progression: points, level and badges, each read the caller's own. */
@ApiTags('progress')
@SignedInRoutes()
@Controller('progress')
export class ProgressionController {
  constructor(private readonly getProgression: GetProgression) {}

  @Get('awards')
  @ApiOperation({ summary: 'The person’s points, level and badges (earned once, kept)' })
  @Answers(200, 'Points, level and every badge, earned or with how to earn it', ProgressionResponse)
  async awards(@CurrentUser() user: AuthenticatedUser): Promise<ProgressionResponse> {
    const { points, level, badges } = await this.getProgression.execute({ userId: user.userId });
    return {
      points,
      level: { number: level.number, name: level.name, from: level.from, next: level.next, to_next: level.toNext },
      badges: badges.map((b) => ({
        id: b.id,
        name: b.name,
        how_to: b.howTo,
        earned_at: b.earnedAt?.toISOString() ?? null,
      })),
    };
  }
}
