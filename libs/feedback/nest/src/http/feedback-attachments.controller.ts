import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@sidequest/kernel';
import { CurrentUser, type AuthenticatedUser } from '@sidequest/platform-auth';
import { DomainErrorException, ENDPOINT_LIMITS, RateLimited } from '@sidequest/platform-http';
import { FeedbackAttachmentRecordSchema, FeedbackMessageRecordSchema } from '../persistence/feedback.schemas';

const notFound = () => new DomainErrorException(new DomainError('not_found', 'No such file among your feedback.'));

/** The files of the user's own feedback, which the data export links to rather than embeds. */
@ApiTags('account data')
@ApiBearerAuth()
@Controller('me/feedback-attachments')
export class FeedbackAttachmentsController {
  constructor(private readonly em: EntityManager) {}

  @Get(':id')
  @RateLimited(ENDPOINT_LIMITS.attachmentDownload)
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Download one file of my feedback (its link is in the data export)' })
  @ApiResponse({ status: 200, description: 'The file, as an attachment' })
  @ApiResponse({ status: 404, description: "No such file among the signed-in user's feedback" })
  @ApiResponse({ status: 401, description: 'Authentication required' })
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Buffer> {
    if (!z.string().uuid().safeParse(id).success) throw notFound();
    const em = this.em.fork();
    const file = await em.findOne(FeedbackAttachmentRecordSchema, { id }, { disableIdentityMap: true });
    const mine =
      file && (await em.count(FeedbackMessageRecordSchema, { id: file.messageId, senderUserId: user.userId }));
    if (!file || !mine) throw notFound();
    res.header('content-type', file.mime);
    res.header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`);
    res.header('cache-control', 'no-store');
    return Buffer.from(file.content);
  }
}
