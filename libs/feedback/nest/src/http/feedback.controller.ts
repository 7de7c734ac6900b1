import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiSecurity, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SupportMessageBody, type MessageAccepted } from '@sidequest/contracts';
import { SubmitFeedback, SubmitSupportMessage } from '@sidequest/feedback-domain';
import { DomainError } from '@sidequest/kernel';
import {
  ACCOUNT_GONE,
  clientAddress,
  LiveAccountWrite,
  LiveAccountWrites,
  WriteGuardExempt,
  type AuthenticatedUser,
} from '@sidequest/platform-auth';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import {
  addressBucket,
  Answers,
  ApiResponses,
  declaredLength,
  DomainErrorException,
  OptionalUser,
  refuseUnread,
  unwrap,
  UploadSlots,
  ZodBody,
} from '@sidequest/platform-http';
import { readFeedbackForm, uploadTooLarge } from './read-feedback-form';

type MaybeSignedIn = FastifyRequest & { user?: AuthenticatedUser };
const TOO_MANY = { status: 429, description: '5 messages a minute and 50 a day per address; see Retry-After' };
const ACCEPTED = '{ id }: stored; the owner mail is on its way';
const BAD_TOKEN = {
  status: 401,
  description: `A bearer token was sent but is invalid or expired, or its account was deleted: "${ACCOUNT_GONE}"`,
};
/** Seconds a client waits when every upload slot is busy: an upload takes about that long on a fair network. */
const BUSY_RETRY_SECONDS = 5;

/** The feedback control and the support form: both answer 202 once the message and its mail are stored. */
@ApiTags('feedback')
@ApiBearerAuth()
// OpenAPI's empty requirement: signing in is optional here.
@ApiSecurity({})
@Controller()
@OptionalUser()
// A signed-in sender's message is stored only while the account exists (401 after deletion).
@LiveAccountWrite()
export class FeedbackController {
  private readonly uploads: UploadSlots;

  constructor(
    private readonly submitFeedback: SubmitFeedback,
    private readonly submitSupport: SubmitSupportMessage,
    private readonly writes: LiveAccountWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.uploads = new UploadSlots(config.http.uploadConcurrency);
  }

  /** The feedback upload's own guard: opened after the body is read, so a slow upload holds no connection. */
  private asSender<T>(user: AuthenticatedUser | undefined, work: () => Promise<T>): Promise<T> {
    return user ? this.writes.run(user.userId, work) : work();
  }

  @Post('feedback')
  @WriteGuardExempt('reads a slow upload first, then stores inside LiveAccountWrites.run itself (asSender)')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        feedback: { type: 'string', maxLength: 5000, description: 'The text, trimmed' },
        page: { type: 'string', maxLength: 2048, description: 'The page it was sent from' },
        screenshot: { type: 'string', format: 'binary', description: 'PNG, JPEG, WebP or GIF, at most 5 MB' },
        voice: { type: 'string', format: 'binary', description: 'WebM/Opus, Ogg or MP4/AAC, at most 3 MB' },
      },
    },
  })
  @ApiOperation({
    summary: 'Feedback to the owner: multipart fields feedback (text), screenshot (file), voice (file), page',
  })
  @Answers(202, ACCEPTED)
  @ApiResponses(
    { status: 400, description: 'Empty, too long or malformed; the message names the problem' },
    BAD_TOKEN,
    {
      status: 413,
      description:
        'A file over its limit (screenshot 5 MB, voice note 3 MB), or the whole upload over UPLOAD_LIMIT_BYTES',
    },
    { status: 415, description: 'A file whose content is not an accepted image or audio type' },
    TOO_MANY,
    { status: 503, description: 'Every upload slot of this server is busy; see Retry-After' },
  )
  async feedback(@Req() req: MaybeSignedIn, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageAccepted> {
    // Everything that can refuse the upload does so before its body is read: the rate limit, the
    // declared size and a free slot. A refused body is never read (see refuseUnread).
    let release: (() => void) | null = null;
    try {
      unwrap(await this.submitFeedback.admit(addressBucket(clientAddress(req))));
      if ((declaredLength(req.raw) ?? 0) > this.config.http.uploadLimitBytes) throw uploadTooLarge();
      release = this.uploads.take();
      if (!release)
        throw new DomainErrorException(
          new DomainError('unavailable', 'Too many uploads at once. Please try again in a few seconds.', {
            retryAfterSeconds: BUSY_RETRY_SECONDS,
          }),
        );
      // The body is read before the transaction opens: a slow upload holds no database connection.
      const form = await readFeedbackForm(req, this.config.http.uploadLimitBytes);
      const sender = req.user?.email ? { userId: req.user.userId, email: req.user.email } : null;
      return unwrap(await this.asSender(req.user, () => this.submitFeedback.execute({ ...form, sender })));
    } catch (e) {
      refuseUnread(req, reply);
      throw e;
    } finally {
      release?.();
    }
  }

  @Post('support')
  @ApiOperation({
    summary:
      'The support form: mailed to the owner, saying whether the sender was signed in (Reply-To their account address then, else the typed one)',
  })
  @Answers(202, ACCEPTED)
  @ApiResponses(
    { status: 400, description: 'The first failing rule, with the texts the form shows' },
    BAD_TOKEN,
    TOO_MANY,
  )
  async support(
    @ZodBody(SupportMessageBody) body: SupportMessageBody,
    @Req() req: MaybeSignedIn,
  ): Promise<MessageAccepted> {
    const submit = () =>
      this.submitSupport.execute({
        ...body,
        senderUserId: req.user?.userId ?? null,
        senderEmail: req.user?.email ?? null,
        clientAddress: addressBucket(clientAddress(req)),
      });
    return unwrap(await submit());
  }
}
