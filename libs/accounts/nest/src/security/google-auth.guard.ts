import { Inject, Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '@sidequest/kernel';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { DomainErrorException } from '@sidequest/platform-http';
import type { FastifyReply } from 'fastify';
import { OAUTH_REPLY, type OAuthRequest } from './oauth-state.store';

export const GOOGLE_SETUP_HINT =
  'This server has no Google keys yet. Use e-mail and password, or ask the site owner to set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.';

export const googleNotConfigured = () =>
  new DomainErrorException(
    new DomainError('not_found', 'Google sign-in is not configured', { hint: GOOGLE_SETUP_HINT }),
  );

/**
 * Runs the Google strategy: redirects to Google, or completes the callback. A failed callback
 * (denied consent, bad state) does not throw: the handler sees no identity and redirects.
 */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  private readonly logger = new Logger('GoogleAuth');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.google) throw googleNotConfigured();
    return (await super.canActivate(context)) as boolean;
  }

  /** The state store sets its cookie on the reply, so @fastify/cookie writes it with the redirect. */
  override getRequest(context: ExecutionContext): OAuthRequest {
    const http = context.switchToHttp();
    const req = http.getRequest<OAuthRequest>();
    req[OAUTH_REPLY] = http.getResponse<FastifyReply>();
    return req;
  }

  /**
   * Passport answers a redirect the Node way (statusCode, setHeader, end). This shim sends it
   * through the Fastify reply, so its hooks still add cookies and security headers.
   */
  getResponse(context: ExecutionContext): unknown {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return {
      get statusCode() {
        return reply.statusCode;
      },
      set statusCode(code: number) {
        void reply.code(code);
      },
      setHeader: (name: string, value: string) => void reply.header(name, value),
      end: (body?: string) => void reply.send(body ?? ''),
    };
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, info?: unknown): TUser {
    if (error || !user) this.logger.warn({ err: error, info }, 'Google sign-in did not complete');
    return (user || null) as TUser;
  }
}
