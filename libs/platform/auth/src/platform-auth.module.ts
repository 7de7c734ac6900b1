import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from './access.guard';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { LiveAccountInterceptor } from './live-account.interceptor';
import { LiveAccountWrites } from './live-account-writes';
import { SessionRevocations } from './session-revocations';

/**
 * Bearer authentication for every context: the api installs AccessGuard globally (every route needs a
 * user unless it says `@Public()` or `@OptionalUser()`); handlers read `@CurrentUser()`, and the write
 * guard (LiveAccountInterceptor) comes with `@SignedInRoutes()` or `@LiveAccountWrite()`. Accounts issues
 * the tokens; no context depends on accounts to check them. Needs APP_CONFIG, the global DbModule and,
 * for LiveAccountWrites, ACCOUNT_WRITE_GATE, which the app registers with AccountWriteGateRegistry.
 */
@Module({
  imports: [PassportModule],
  providers: [SessionRevocations, JwtStrategy, JwtAuthGuard, AccessGuard, LiveAccountWrites, LiveAccountInterceptor],
  exports: [
    PassportModule,
    SessionRevocations,
    JwtStrategy,
    JwtAuthGuard,
    AccessGuard,
    LiveAccountWrites,
    LiveAccountInterceptor,
  ],
})
export class PlatformAuthModule {}
