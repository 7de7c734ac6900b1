import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GetMe } from '@sidequest/accounts-domain';
import { Me } from '@sidequest/contracts';
import { ApiZodResponse, unwrap } from '@sidequest/platform-http';
import type { AuthenticatedUser } from '../security/authenticated-user';
import { CurrentUser } from '../security/current-user.decorator';
import { JwtAuthGuard } from '../security/jwt-auth.guard';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  constructor(private readonly getMe: GetMe) {}

  @Get()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: "The signed-in user's account and onboarding state" })
  @ApiZodResponse(200, 'The signed-in user and their profile', Me)
  @ApiResponse({ status: 401, description: 'No valid access token' })
  async me(@CurrentUser() user: AuthenticatedUser): Promise<Me> {
    const me = unwrap(await this.getMe.execute({ userId: user.id }));
    return { user: me.user, profile: { onboarding_completed: me.profile.onboardingCompleted } };
  }
}
