export type { AuthenticatedUser } from './authenticated-user';
export { CurrentUser } from './current-user.decorator';
export { JwtAuthGuard } from './jwt-auth.guard';
export { AccessGuard } from './access.guard';
export { JwtStrategy } from './jwt.strategy';
export { clientAddress, type RequestWithAddress } from './client-address';
export { PlatformAuthModule } from './platform-auth.module';
export { ACCOUNT_GONE, LiveAccountWrites } from './live-account-writes';
export { LiveAccountInterceptor } from './live-account.interceptor';
