import { Controller, Get, Logger, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignInWithGoogle, type GoogleIdentity } from '@sidequest/accounts-domain';
import type { GoogleErrorCode } from '@sidequest/contracts';
import type { DomainErrorKind } from '@sidequest/kernel';
import { Public } from '@sidequest/platform-http';
import { GoogleAuthGuard } from '../security/google-auth.guard';
import { SessionCookie, userAgentOf } from './session-cookie';

const NOT_CONFIGURED = { status: 404, description: '{ error: "Google sign-in is not configured", details: { hint } }' };

const GOOGLE_ERROR_BY_KIND: Partial<Record<DomainErrorKind, GoogleErrorCode>> = {
  forbidden: 'unverified_email',
  invalid: 'no_email',
  conflict: 'already_linked',
};

@ApiTags('auth')
@Public()
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
  @ApiResponse({ status: 302, description: 'To /onboarding, or to /auth?google_error=<code> (see GOOGLE_ERRORS)' })
  @ApiResponse(NOT_CONFIGURED)
  async callback(
    @Req() req: FastifyRequest & { user?: GoogleIdentity | null },
    @Res() res: FastifyReply,
  ): Promise<void> {
    if (!req.user) return this.fail(res, 'incomplete');
    const result = await this.signInWithGoogle.execute(req.user, { userAgent: userAgentOf(req) });
    if (!result.ok) {
      this.logger.warn(`Google sign-in refused: ${result.error.message}`);
      return this.fail(res, GOOGLE_ERROR_BY_KIND[result.error.kind] ?? 'failed');
    }
    this.cookie.start(res, result.value);
    void res.redirect('/onboarding', 302);
  }

  /** Only a code travels in the URL, so nobody can make /auth display text of their choosing. */
  private fail(res: FastifyReply, code: GoogleErrorCode): void {
    void res.redirect(`/auth?google_error=${code}`, 302);
  }
}
