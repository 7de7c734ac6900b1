import { Controller, Delete, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DeleteAccount, ExportAccountData, type AccountDataExport } from '@sidequest/accounts-domain';
import {
  ACCOUNT_EXPORT_FILENAME,
  ACCOUNT_EXPORT_FORMAT,
  AccountExport,
  DeleteAccountBody,
  EMPTY_EXPORT_SECTIONS,
} from '@sidequest/contracts';
import { CurrentUser, WriteGuardExempt, type AuthenticatedUser } from '@sidequest/platform-auth';
import { Answers, ApiResponses, ENDPOINT_LIMITS, RateLimited, unwrap, ZodBody } from '@sidequest/platform-http';

export function exportDocument({ user, profile, sections }: AccountDataExport, now: Date): AccountExport {
  const u = user.snapshot();
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exported_at: now.toISOString(),
    account: {
      id: u.id,
      email: u.email,
      created_at: u.createdAt.toISOString(),
      email_confirmed: user.isEmailConfirmed,
      sign_in_methods: [
        ...(u.passwordHash ? (['password'] as const) : []),
        ...(u.googleSubject ? (['google'] as const) : []),
      ],
    },
    profile: profile ? { onboarding_completed: profile.onboardingCompleted } : null,
    ...EMPTY_EXPORT_SECTIONS,
    ...sections,
  } as AccountExport;
}

@ApiTags('account data')
@ApiBearerAuth()
@Controller('me')
export class AccountDataController {
  constructor(
    private readonly exportData: ExportAccountData,
    private readonly deleteAccount: DeleteAccount,
  ) {}

  @Get('export')
  @RateLimited(ENDPOINT_LIMITS.dataExport)
  @ApiOperation({ summary: 'Export my data: everything stored about the user, as a JSON download' })
  @Answers(200, `${ACCOUNT_EXPORT_FILENAME}`, AccountExport)
  @ApiResponse({ status: 401, description: 'Authentication required' })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AccountExport> {
    const data = unwrap(await this.exportData.execute({ userId: user.userId }));
    res.header('content-disposition', `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"`);
    res.header('cache-control', 'no-store');
    return exportDocument(data, new Date());
  }

  @Delete()
  @WriteGuardExempt('the deletion itself: it takes the account row FOR UPDATE, and answers 401 once it is gone')
  @ApiOperation({ summary: 'Delete my account: password (or a fresh Google sign-in) and the e-mail typed again' })
  @Answers(204, 'Deleted: subscription cancelled, rows removed, sessions revoked, goodbye mail queued')
  @ApiResponses(
    { status: 400, description: 'The typed e-mail does not match' },
    { status: 403, description: 'Wrong password, or a Google-only account without a fresh sign-in' },
    { status: 401, description: 'Authentication required' },
  )
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(DeleteAccountBody) body: DeleteAccountBody,
  ): Promise<void> {
    unwrap(await this.deleteAccount.execute({ userId: user.userId, password: body.password, confirm: body.confirm }));
  }
}
