export type { AuthenticatedUser } from './authenticated-user';
export { CurrentUser } from './current-user.decorator';
export { JwtAuthGuard } from './jwt-auth.guard';
export { AccessGuard } from './access.guard';
export { JwtStrategy } from './jwt.strategy';
export { clientAddress, type RequestWithAddress } from './client-address';
export { PlatformAuthModule } from './platform-auth.module';
export { ACCOUNT_GONE, LiveAccountWrites } from './live-account-writes';
export { ACCOUNT_DELETED, SignedInRoutes, UNAUTHENTICATED } from './signed-in-answers';
export {
  LiveAccountInterceptor,
  LiveAccountWrite,
  WRITE_GUARD_EXEMPT,
  WriteGuardExempt,
} from './live-account.interceptor';
export { ACCOUNT_WRITE_GATE, type AccountWriteGate } from './account-write-gate';
export { AccountWriteGateRegistry } from './account-write-gate.registry';
export * from './signed-in-user.decorator';
export { REVOCATION_TTL_MS, SessionRevocations } from './session-revocations';
