import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Me } from '@sidequest/contracts';
import { DomainError } from '@sidequest/kernel';
import { ApiZodResponse, DomainErrorException } from '@sidequest/platform-http';
import { CurrentUser, type AuthenticatedUser } from '@sidequest/platform-auth';
import { MeReader } from '../read/me.reader';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  constructor(private readonly reader: MeReader) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's account and onboarding state" })
  @ApiZodResponse(200, 'The signed-in user and their profile', Me)
  @ApiResponse({ status: 401, description: 'No valid access token, or the account is gone' })
  async me(@CurrentUser() user: AuthenticatedUser): Promise<Me> {
    // A plain read: one query through the read port, no use case or hydration on the hot path.
    const me = await this.reader.read(user.userId);
    if (!me)
      throw new DomainErrorException(
        new DomainError('unauthenticated', 'Your account no longer exists. Please sign in again.'),
      );
    return { user: me.user, profile: { onboarding_completed: me.profile.onboardingCompleted } };
  }
}
