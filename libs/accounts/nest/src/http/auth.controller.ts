import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ConfirmEmail, LogIn, LogOut, RefreshAccessToken, RequestPasswordReset, ResetPassword, SignUp } from '@sidequest/accounts-domain';
import {
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  Session,
  type AuthProviders,
  type SignupResult,
} from '@sidequest/contracts';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { clientAddress } from '@sidequest/platform-auth';
import { addressBucket, ApiZodBody, ApiZodResponse, unwrap, ZodPipe } from '@sidequest/platform-http';
import { GOOGLE_SETUP_HINT } from '../security/google-auth.guard';
import { SessionCookie } from './session-cookie';

const TOO_MANY = { status: 429, description: 'Too many attempts; see Retry-After' };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signUp: SignUp,
    private readonly confirmEmail: ConfirmEmail,
    private readonly logIn: LogIn,
    private readonly refreshAccessToken: RefreshAccessToken,
    private readonly logOut: LogOut,
    private readonly requestPasswordReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly cookie: SessionCookie,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @ApiZodBody(SignupBody)
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an account with e-mail and password; mails a confirmation link' })
  @ApiResponse({ status: 201, description: '{ status: "confirmation_required" }, or a Session when confirmation is off' })
  @ApiResponse({ status: 400, description: 'Invalid e-mail or password shorter than 8 characters' })
  @ApiResponse({ status: 409, description: 'This email is already registered' })
  @ApiResponse(TOO_MANY)
  async signup(@Body(new ZodPipe(SignupBody)) body: SignupBody, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<SignupResult> {
    const outcome = unwrap(await this.signUp.execute({ ...body, ip: addressBucket(clientAddress(req)) }));
    if (outcome.status === 'confirmation_required') return { status: 'confirmation_required' };
    return this.cookie.start(res, outcome.session);
  }

  @Get('confirm')
  @ApiOperation({ summary: 'Follow the mailed confirmation link: confirms, signs in, redirects to /onboarding' })
  @ApiResponse({ status: 302, description: 'To /onboarding; to /auth?mode=login&confirm=done for a link already used; to /auth?confirm=invalid for a bad or expired one' })
  async confirm(@Query('token') token: unknown, @Res() res: FastifyReply): Promise<void> {
    const result = await this.confirmEmail.execute({ token: typeof token === 'string' ? token : '' });
    if (!result.ok) return void res.redirect(result.error.kind === 'conflict' ? '/auth?mode=login&confirm=done' : '/auth?confirm=invalid', 302);
    this.cookie.start(res, result.value);
    void res.redirect('/onboarding', 302);
  }

  @Post('login')
  @ApiZodBody(LoginBody)
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiZodResponse(200, 'Session; the refresh token is set as the sq_refresh cookie', Session)
  @ApiResponse({ status: 401, description: 'Invalid email or password' })
  @ApiResponse({ status: 403, description: 'The e-mail address is not confirmed yet' })
  @ApiResponse(TOO_MANY)
  async login(@Body(new ZodPipe(LoginBody)) body: LoginBody, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<Session> {
    return this.cookie.start(res, unwrap(await this.logIn.execute({ ...body, ip: addressBucket(clientAddress(req)) })));
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiCookieAuth('sq_refresh')
  @ApiOperation({ summary: 'Trade the refresh cookie for a new Session; the cookie rotates' })
  @ApiZodResponse(200, 'Session with a new access token', Session)
  @ApiResponse({ status: 401, description: 'No, expired, revoked or reused refresh token (reuse revokes the whole family)' })
  @ApiResponse(TOO_MANY)
  async refresh(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<Session> {
    const result = await this.refreshAccessToken.execute({ refreshToken: this.cookie.read(req), ip: addressBucket(clientAddress(req)) });
    if (!result.ok && result.error.kind === 'unauthenticated') this.cookie.clear(res);
    return this.cookie.start(res, unwrap(result));
  }

  @Post('logout')
  @HttpCode(204)
  @ApiCookieAuth('sq_refresh')
  @ApiOperation({ summary: 'Revoke the session behind the refresh cookie and clear it' })
  @ApiResponse({ status: 204, description: 'Signed out' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    unwrap(await this.logOut.execute({ refreshToken: this.cookie.read(req) }));
    this.cookie.clear(res);
  }

  @Post('password/forgot')
  @ApiZodBody(ForgotPasswordBody)
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a one-hour password reset link, if the address is registered' })
  @ApiResponse({ status: 202, description: 'Always the same answer, registered or not' })
  @ApiResponse(TOO_MANY)
  async forgot(@Body(new ZodPipe(ForgotPasswordBody)) body: ForgotPasswordBody, @Req() req: FastifyRequest): Promise<{ status: 'accepted' }> {
    unwrap(await this.requestPasswordReset.execute({ email: body.email, ip: addressBucket(clientAddress(req)) }));
    return { status: 'accepted' };
  }

  @Post('password/reset')
  @ApiZodBody(ResetPasswordBody)
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password from a reset link; signs in and signs out every other session' })
  @ApiResponse({ status: 200, description: 'Session' })
  @ApiResponse({ status: 400, description: 'Invalid or expired link, or a password shorter than 8 characters' })
  @ApiResponse(TOO_MANY)
  async reset(@Body(new ZodPipe(ResetPasswordBody)) body: ResetPasswordBody, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<Session> {
    return this.cookie.start(res, unwrap(await this.resetPassword.execute({ ...body, ip: addressBucket(clientAddress(req)) })));
  }

  @Get('providers')
  @ApiOperation({ summary: 'Which sign-in providers are configured' })
  @ApiResponse({ status: 200, description: '{ google, googleSetupHint? }' })
  providers(): AuthProviders {
    return this.config.google ? { google: true } : { google: false, googleSetupHint: GOOGLE_SETUP_HINT };
  }
}
