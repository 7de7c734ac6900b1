import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { LiveAccountInterceptor } from './live-account.interceptor';
import { LiveAccountWrites } from './live-account-writes';

/**
 * Bearer authentication for every context: import it, then `@UseGuards(JwtAuthGuard)` and
 * `@CurrentUser()`, and `@UseInterceptors(LiveAccountInterceptor)` on writes. Accounts issues the
 * tokens; no context depends on accounts to check them. Needs APP_CONFIG and the global DbModule.
 */
@Module({
  imports: [PassportModule],
  providers: [JwtStrategy, JwtAuthGuard, LiveAccountWrites, LiveAccountInterceptor],
  exports: [PassportModule, JwtStrategy, JwtAuthGuard, LiveAccountWrites, LiveAccountInterceptor],
})
export class PlatformAuthModule {}
