export * from './accounts.module';
export { accountsMigrations } from './persistence/accounts.migrations';
export { accountsEntitySchemas } from './persistence/accounts.schemas';
export type { AuthenticatedUser } from './security/authenticated-user';
export { CurrentUser } from './security/current-user.decorator';
export { JwtAuthGuard } from './security/jwt-auth.guard';
export { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './http/session-cookie';
