import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { REMINDER_LINK_ACTIONS, ReminderLinkRequest, ReminderLinkResponse } from '@sidequest/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  ENDPOINT_LIMITS,
  parseWith,
  Public,
  RateLimited,
  unwrap,
} from '@sidequest/platform-http';
import { UseReminderLink } from '@sidequest/reminders-domain';

const Action = z.object({
  action: z.enum(REMINDER_LINK_ACTIONS, { error: 'The action must be done, unsubscribe or resume' }),
});

/**
 * Where an unsubscribe's token is: in the query of the List-Unsubscribe URL when a mail client POSTs
 * its RFC 8058 one click (form-encoded or multipart, whose body this route does not read), else in the
 * JSON body the web page sends.
 */
function hasQueryToken(query: unknown): boolean {
  return typeof query === 'object' && query !== null && typeof (query as Record<string, unknown>)['token'] === 'string';
}

/**
 * The reminder mails' signed, single-use links. No session: the token is the authority, and it only
 * ever acts for the user it was signed for.
 */
@ApiTags('reminders')
@Public()
@Controller('progress/reminder-links')
export class ReminderLinksController {
  constructor(private readonly useLink: UseReminderLink) {}

  @Post(':action')
  @HttpCode(200)
  @RateLimited(ENDPOINT_LIMITS.reminderLinks)
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
    const { token } = parseWith(ReminderLinkRequest, parsed === 'unsubscribe' && hasQueryToken(query) ? query : body);
    const outcome = unwrap(await this.useLink.execute({ action: parsed, token }));
    return {
      action: outcome.action,
      message: outcome.message,
      quest_title: outcome.questTitle,
      checked_in: outcome.checkedIn,
    };
  }
}
