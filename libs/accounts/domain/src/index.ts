export * from './model/email-address';
export * from './model/user.entity';
export * from './model/profile.entity';
export * from './model/refresh-session.entity';
export * from './model/verification-token.entity';

export * from './ports/user-repository.port';
export * from './ports/profile-repository.port';
export * from './ports/refresh-session-repository.port';
export * from './ports/background-tasks.port';
export * from './ports/verification-token-repository.port';
export * from './ports/password-hasher.port';
export * from './ports/secret-token.port';
export * from './ports/access-token-issuer.port';
export * from './ports/account-notifier.port';

export * from './services/account-links';
export * from './services/auth-throttle';
export * from './services/session-starter';
export * from './services/verification-tokens';

export * from './use-cases/sign-up.use-case';
export * from './use-cases/confirm-email.use-case';
export * from './use-cases/resend-confirmation.use-case';
export * from './use-cases/log-in.use-case';
export * from './use-cases/refresh-access-token.use-case';
export * from './use-cases/log-out.use-case';
export * from './use-cases/request-password-reset.use-case';
export * from './use-cases/reset-password.use-case';
export * from './use-cases/sign-in-with-google.use-case';
export * from './use-cases/change-password.use-case';

export * from './accounts-use-cases';

export * from './ports/account-data-rights.port';
export * from './use-cases/export-account-data.use-case';
export * from './use-cases/delete-account.use-case';
export * from './use-cases/onboarding-status.use-case';
export * from './use-cases/find-account-email.use-case';
