import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { REMINDER_LINK_ACTIONS, ReminderLinkRequest, ReminderLinkResponse } from '@sidequest/contracts';
import { ApiZodBody, ApiZodResponse, parseWith, Public, unwrap } from '@sidequest/platform-http';
import { UseReminderLink } from '@sidequest/progress-domain';

const Action = z.object({
  action: z.enum(REMINDER_LINK_ACTIONS, { error: 'The action must be done, unsubscribe or resume' }),
});

/** The RFC 8058 body a mail client POSTs to the List-Unsubscribe URL (form-encoded; the api parses that type). */
function isOneClick(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click'
  );
}

/**
 * The reminder mails' signed, single-use links. No session: the token is the authority, and it only
 * ever acts for the user it was signed for.
 */
@ApiTags('progress')
@Public()
@Controller('progress/reminder-links')
export class ReminderLinksController {
  constructor(private readonly useLink: UseReminderLink) {}

  @Post(':action')
  @HttpCode(200)
  @ApiParam({ name: 'action', enum: REMINDER_LINK_ACTIONS })
  @ApiQuery({
    name: 'token',
    required: false,
    description: 'unsubscribe only: the token in the query, with the RFC 8058 form body List-Unsubscribe=One-Click',
  })
  @ApiZodBody(ReminderLinkRequest)
  @ApiOperation({
    summary: 'A reminder link: done checks in today, unsubscribe turns reminders off, resume ends a pause',
  })
  @ApiZodResponse(200, 'What the page says', ReminderLinkResponse)
  @ApiResponse({ status: 400, description: 'The token is missing, incomplete, or its signature is wrong' })
  @ApiResponse({ status: 410, description: 'The link was used already, or was for another day' })
  async use(
    @Param('action') action: string,
    @Query() query: unknown,
    @Body() body: unknown,
  ): Promise<ReminderLinkResponse> {
    const parsed = parseWith(Action, { action }).action;
    const { token } = parseWith(ReminderLinkRequest, parsed === 'unsubscribe' && isOneClick(body) ? query : body);
    const outcome = unwrap(await this.useLink.execute({ action: parsed, token }));
    return { action: outcome.action, message: outcome.message, quest_title: outcome.questTitle };
  }
}
