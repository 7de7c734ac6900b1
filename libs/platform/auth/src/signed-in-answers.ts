import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { ACCOUNT_GONE } from './live-account-writes';
import { LiveAccountWrite } from './live-account.interceptor';

/** The 401 of a route that needs a signed-in person, as /api/docs shows it. */
export const UNAUTHENTICATED: ApiResponseOptions = { status: 401, description: 'No valid access token' };

/** The 401 of a route that writes: also when the account was deleted meanwhile (LiveAccountWrites). */
export const ACCOUNT_DELETED: ApiResponseOptions = {
  status: 401,
  description: `No valid access token, or, on a write, the account was deleted: "${ACCOUNT_GONE}"`,
};

/**
 * A controller whose every route needs a signed-in person: /api/docs shows the bearer scheme and, on
 * each route, the 401 (a write's too) and the other `answers` any of its routes may give. Every non-GET
 * handler runs inside the write guard (LiveAccountInterceptor) unless it says `@WriteGuardExempt(why)`.
 */
export const SignedInRoutes = (...answers: ApiResponseOptions[]) =>
  applyDecorators(
    ApiBearerAuth(),
    LiveAccountWrite(),
    ...[ACCOUNT_DELETED, ...answers].map((answer) => ApiResponse(answer)),
  );
