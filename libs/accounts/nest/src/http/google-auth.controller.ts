import { Controller, Get, Logger, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignInWithGoogle, type GoogleIdentity } from '@sidequest/accounts-domain';
import { GoogleAuthGuard } from '../security/google-auth.guard';
import { SessionCookie } from './session-cookie';

const NOT_CONFIGURED = { status: 404, description: '{ error: "Google sign-in is not configured", details: { hint } }' };

@ApiTags('auth')
@Controller('auth/google')
export class GoogleAuthController {
  private readonly logger = new Logger('GoogleAuth');

  constructor(
    private readonly signInWithGoogle: SignInWithGoogle,
    private readonly cookie: SessionCookie,
  ) {}

  @Get()
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({ summary: 'Start Google sign-in (redirects to Google)' })
  @ApiResponse({ status: 302, description: "To Google's consent screen" })
  @ApiResponse(NOT_CONFIGURED)
  start(): void {
    // The guard has already redirected.
  }

  @Get('callback')
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({ summary: 'Google redirects here: signs in, links or creates the account, redirects to /onboarding' })
  @ApiResponse({ status: 302, description: 'To /onboarding, or to /auth?google_error=<message>' })
  @ApiResponse(NOT_CONFIGURED)
  async callback(@Req() req: Request & { user?: GoogleIdentity | null }, @Res() res: Response): Promise<void> {
    if (!req.user) return this.fail(res, 'Google sign-in did not complete. Please try again.');
    const result = await this.signInWithGoogle.execute(req.user);
    if (!result.ok) {
      this.logger.warn(`Google sign-in refused: ${result.error.message}`);
      return this.fail(res, result.error.message);
    }
    this.cookie.start(res, result.value);
    res.redirect(302, '/onboarding');
  }

  private fail(res: Response, message: string): void {
    res.redirect(302, `/auth?google_error=${encodeURIComponent(message)}`);
  }
}
