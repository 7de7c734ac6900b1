import { Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ChangePassword,
  ConfirmEmail,
  LogIn,
  LogOut,
  RefreshAccessToken,
  RequestPasswordReset,
  ResendConfirmation,
  ResetPassword,
  SignUp,
} from '@sidequest/accounts-domain';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  ResendConfirmationBody,
  ResetPasswordBody,
  SignupBody,
  Session,
  type AuthProviders,
  type SignupResult,
} from '@sidequest/contracts';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { clientAddress, CurrentUser, WriteGuardExempt, type AuthenticatedUser } from '@sidequest/platform-auth';
import { addressBucket, Answers, ApiResponses, Public, unwrap, ZodBody } from '@sidequest/platform-http';
import { GOOGLE_SETUP_HINT } from '../security/google-auth.guard';
import { SessionCookie, userAgentOf } from './session-cookie';

const TOO_MANY = { status: 429, description: 'Too many attempts; see Retry-After' };

/** Who is asking, as the use cases that start a session take it: the rate-limit bucket of the address, and the browser. */
const clientOf = (req: FastifyRequest) => ({ ip: addressBucket(clientAddress(req)), userAgent: userAgentOf(req) });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signUp: SignUp,
    private readonly confirmEmail: ConfirmEmail,
    private readonly resendConfirmation: ResendConfirmation,
    private readonly logIn: LogIn,
    private readonly refreshAccessToken: RefreshAccessToken,
    private readonly logOut: LogOut,
    private readonly requestPasswordReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly changePassword: ChangePassword,
    private readonly cookie: SessionCookie,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @Public()
  @ApiOperation({ summary: 'Create an account with e-mail and password; mails a confirmation link' })
  @Answers(
    201,
    '{ status: "confirmation_required" } and the one-hour sq_signup cookie (the link signs in only this browser), or a Session when confirmation is off',
  )
  @ApiResponses(
    {
      status: 400,
      description: 'Invalid e-mail, or a password shorter than 8 characters or among the 10,000 most common',
    },
    { status: 409, description: 'This email is already registered' },
    TOO_MANY,
  )
  async signup(
    @ZodBody(SignupBody) body: SignupBody,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SignupResult> {
    const outcome = unwrap(await this.signUp.execute({ ...body, ...clientOf(req) }));
    if (outcome.status === 'signed_in') return this.cookie.start(res, outcome.session);
    this.cookie.startSignup(res, outcome.browserKey);
    return { status: 'confirmation_required' };
  }

  @Get('confirm')
  @Public()
  @ApiOperation({
    summary:
      'Follow the mailed confirmation link: confirms; signs in only the browser that signed up (its sq_signup cookie)',
  })
  @ApiResponse({
    status: 302,
    description:
      'To /onboarding, signed in, in the browser that signed up; to /auth?mode=login&confirm=done ("Address confirmed, please sign in") in any other browser or for a link already used; to /auth?confirm=invalid for a bad or expired one',
  })
  async confirm(@Query('token') token: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const result = await this.confirmEmail.execute({
      token: typeof token === 'string' ? token : '',
      browserKey: this.cookie.readSignup(req),
      userAgent: userAgentOf(req),
    });
    if (!result.ok)
      return void res.redirect(
        result.error.kind === 'conflict' ? '/auth?mode=login&confirm=done' : '/auth?confirm=invalid',
        302,
      );
    this.cookie.clearSignup(res);
    if (!result.value.signedIn) return void res.redirect('/auth?mode=login&confirm=done', 302);
    this.cookie.start(res, result.value.session);
    void res.redirect('/onboarding', 302);
  }

  @Post('confirm/resend')
  @Public()
  @ApiOperation({
    summary:
      'Mail a fresh confirmation link, if the address has an account that is not confirmed yet ("Send again" on the check-your-inbox screen)',
  })
  @Answers(202, 'Always the same answer, registered, confirmed or not')
  @ApiResponses(
    { status: 400, description: 'Invalid e-mail' },
    {
      status: 429,
      description:
        'Too many resends (3 an hour for one address from one client, 20 an hour and 50 a day per client); see Retry-After',
    },
  )
  async resend(
    @ZodBody(ResendConfirmationBody) body: ResendConfirmationBody,
    @Req() req: FastifyRequest,
  ): Promise<{ status: 'accepted' }> {
    unwrap(
      await this.resendConfirmation.execute({
        email: body.email,
        ip: addressBucket(clientAddress(req)),
        browserKey: this.cookie.readSignup(req),
      }),
    );
    return { status: 'accepted' };
  }

  @Post('login')
  @Public()
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @Answers(200, 'Session; the refresh token is set as the sq_refresh cookie', Session)
  @ApiResponses(
    { status: 401, description: 'Invalid email or password' },
    { status: 403, description: 'The e-mail address is not confirmed yet' },
    {
      status: 429,
      description:
        'Too many attempts from this client (10 failures in a row for one address, 100 failures a day); see Retry-After',
    },
  )
  async login(
    @ZodBody(LoginBody) body: LoginBody,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Session> {
    return this.cookie.start(res, unwrap(await this.logIn.execute({ ...body, ...clientOf(req) })));
  }

  @Post('refresh')
  @Public()
  @ApiCookieAuth('sq_refresh')
  @ApiOperation({ summary: 'Trade the refresh cookie for a new Session; the cookie rotates' })
  @Answers(200, 'Session with a new access token', Session)
  @ApiResponses(
    { status: 401, description: 'No, expired, revoked or reused refresh token (reuse revokes the whole family)' },
    TOO_MANY,
  )
  async refresh(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<Session> {
    const result = await this.refreshAccessToken.execute({
      refreshToken: this.cookie.read(req),
      ip: addressBucket(clientAddress(req)),
    });
    if (!result.ok && result.error.kind === 'unauthenticated') this.cookie.clear(res);
    return this.cookie.start(res, unwrap(result));
  }

  @Post('logout')
  @Public()
  @ApiCookieAuth('sq_refresh')
  @ApiOperation({ summary: 'Revoke the session behind the refresh cookie and clear it' })
  @Answers(204, 'Signed out')
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    unwrap(await this.logOut.execute({ refreshToken: this.cookie.read(req) }));
    this.cookie.clear(res);
  }

  @Post('password/forgot')
  @Public()
  @ApiOperation({ summary: 'Mail a one-hour password reset link, if the address is registered' })
  @Answers(202, 'Always the same answer, registered or not')
  @ApiResponse(TOO_MANY)
  async forgot(
    @ZodBody(ForgotPasswordBody) body: ForgotPasswordBody,
    @Req() req: FastifyRequest,
  ): Promise<{ status: 'accepted' }> {
    unwrap(await this.requestPasswordReset.execute({ email: body.email, ip: addressBucket(clientAddress(req)) }));
    return { status: 'accepted' };
  }

  @Post('password/reset')
  @Public()
  @ApiOperation({ summary: 'Set a new password from a reset link; signs in and signs out every other session' })
  @Answers(200, 'Session')
  @ApiResponses(
    {
      status: 400,
      description: 'Invalid or expired link, or a password shorter than 8 characters or among the 10,000 most common',
    },
    TOO_MANY,
  )
  async reset(
    @ZodBody(ResetPasswordBody) body: ResetPasswordBody,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Session> {
    return this.cookie.start(res, unwrap(await this.resetPassword.execute({ ...body, ...clientOf(req) })));
  }

  @Post('password/change')
  @WriteGuardExempt("accounts' own row: the use case finds no account once it is deleted")
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Change the password while signed in: signs out every other session, mails a notice; this browser gets a fresh session',
  })
  @Answers(200, 'Session; the refresh cookie is replaced', Session)
  @ApiResponses(
    {
      status: 400,
      description:
        'The new password is too short, too long, among the 10,000 most common, or the same; or the account has no password (Google only)',
    },
    { status: 401, description: 'Authentication required' },
    { status: 403, description: 'The current password is not correct' },
    TOO_MANY,
  )
  async change(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(ChangePasswordBody) body: ChangePasswordBody,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Session> {
    const input = { userId: user.userId, currentPassword: body.current_password, newPassword: body.new_password };
    return this.cookie.start(res, unwrap(await this.changePassword.execute({ ...input, ...clientOf(req) })));
  }

  @Get('providers')
  @Public()
  @ApiOperation({ summary: 'Which sign-in providers are configured' })
  @ApiResponse({ status: 200, description: '{ google, googleSetupHint? }' })
  providers(): AuthProviders {
    return this.config.google ? { google: true } : { google: false, googleSetupHint: GOOGLE_SETUP_HINT };
  }
}
