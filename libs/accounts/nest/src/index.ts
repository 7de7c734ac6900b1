export * from './accounts.module';
export { accountsContext } from './accounts.context';
export { AccountWriteGateModule } from './account-write-gate.module';
export { accountsMigrations } from './persistence/accounts.migrations';
export { accountsEntitySchemas } from './persistence/accounts.schemas';
export { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './http/session-cookie';
export { signupNoticeMailId } from './mail/signup-notice-id';
