import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import {
  buildAccountsUseCases,
  DeleteAccount,
  ExportAccountData,
  ChangePassword,
  ConfirmEmail,
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_LOGIN_FAILURE_LIMITS,
  LogIn,
  LogOut,
  RefreshAccessToken,
  RequestPasswordReset,
  ResetPassword,
  SignInWithGoogle,
  SignUp,
  type AccountsUseCases,
  type AuthRateLimits,
  type LoginFailureLimits,
} from '@sidequest/accounts-domain';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { AuthController } from './http/auth.controller';
import { GoogleAuthController } from './http/google-auth.controller';
import { AccountDataController } from './http/account-data.controller';
import { MeController } from './http/me.controller';
import { SessionCookie } from './http/session-cookie';
import { MailAccountNotifier } from './mail/mail-account.notifier';
import { accountsEntitySchemas } from './persistence/accounts.schemas';
import { MikroOrmProfileRepository } from './persistence/mikro-orm-profile.repository';
import { MikroOrmRefreshSessionRepository } from './persistence/mikro-orm-refresh-session.repository';
import { MikroOrmUserRepository } from './persistence/mikro-orm-user.repository';
import { MikroOrmVerificationTokenRepository } from './persistence/mikro-orm-verification-token.repository';
import { PlatformRateLimiter } from './persistence/platform-rate-limiter';
import { RegistryAccountDataRights } from './persistence/registry-account-data-rights';
import { MeReader, SqlMeReader } from './read/me.reader';
import { Argon2PasswordHasher } from './security/argon2-password.hasher';
import { CryptoSecretTokens } from './security/crypto-secret-tokens';
import { GoogleStrategy } from './security/google.strategy';
import { AfterResponseTasks } from './security/after-response.tasks';
import { commonPasswords } from './security/common-passwords';
import { JwtAccessTokenIssuer } from './security/jwt-access-token.issuer';

export interface AccountsModuleOptions {
  /** Per-action overrides of the sign-in rate limits (tests lower them). */
  rateLimits?: Partial<AuthRateLimits>;
  /** Overrides of the failed-sign-in limits (tests lower the daily one). */
  loginFailureLimits?: Partial<LoginFailureLimits>;
  /** How long a just-rotated refresh token may be replayed (a lost response) before it counts as theft. */
  refreshReuseGraceMs?: number;
}

const ACCOUNTS_USE_CASES = Symbol('ACCOUNTS_USE_CASES');

const adapters = [
  MikroOrmUserRepository,
  MikroOrmProfileRepository,
  MikroOrmRefreshSessionRepository,
  MikroOrmVerificationTokenRepository,
  MikroOrmUnitOfWork,
  PlatformRateLimiter,
  Argon2PasswordHasher,
  CryptoSecretTokens,
  JwtAccessTokenIssuer,
  MailAccountNotifier,
  AfterResponseTasks,
];

const useCaseClasses = {
  signUp: SignUp,
  confirmEmail: ConfirmEmail,
  logIn: LogIn,
  refreshAccessToken: RefreshAccessToken,
  logOut: LogOut,
  requestPasswordReset: RequestPasswordReset,
  resetPassword: ResetPassword,
  signInWithGoogle: SignInWithGoogle,
  changePassword: ChangePassword,
} satisfies Record<keyof AccountsUseCases, unknown>;

/** Each use case is injectable by its class; they are built once over the adapters. */
const useCaseProviders: Provider[] = Object.entries(useCaseClasses).map(([key, useCase]) => ({
  provide: useCase,
  useFactory: (useCases: AccountsUseCases) => useCases[key as keyof AccountsUseCases],
  inject: [ACCOUNTS_USE_CASES],
}));

/** Identities, passwords, sessions, e-mail confirmation, reset and Google sign-in. */
@Module({})
export class AccountsModule {
  static forRoot(options: AccountsModuleOptions = {}): DynamicModule {
    return {
      module: AccountsModule,
      imports: [
        MikroOrmModule.forFeature(accountsEntitySchemas),
        PlatformAuthModule,
        JwtModule.registerAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            secret: config.auth.jwtSecret,
            signOptions: { algorithm: 'HS256' },
            verifyOptions: { algorithms: ['HS256'] },
          }),
        }),
      ],
      controllers: [AuthController, GoogleAuthController, MeController, AccountDataController],
      providers: [
        // The unit of work comes from the global DbModule.
        ...adapters.filter((adapter) => adapter !== MikroOrmUnitOfWork),
        {
          provide: ACCOUNTS_USE_CASES,
          inject: [...adapters, APP_CONFIG],
          useFactory: (
            users: MikroOrmUserRepository,
            profiles: MikroOrmProfileRepository,
            refreshSessions: MikroOrmRefreshSessionRepository,
            verificationTokens: MikroOrmVerificationTokenRepository,
            unitOfWork: MikroOrmUnitOfWork,
            rateLimiter: PlatformRateLimiter,
            passwords: Argon2PasswordHasher,
            tokens: CryptoSecretTokens,
            accessTokens: JwtAccessTokenIssuer,
            notifier: MailAccountNotifier,
            background: AfterResponseTasks,
            config: AppConfig,
          ): AccountsUseCases =>
            buildAccountsUseCases(
              { users, profiles, refreshSessions, verificationTokens, unitOfWork, rateLimiter, passwords, tokenGenerator: tokens, tokenHasher: tokens, accessTokens, notifier, background, ids: uuidGenerator, clock: systemClock },
              {
                appUrl: config.appUrl,
                requireEmailConfirmation: config.auth.requireEmailConfirmation,
                rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits },
                loginFailureLimits: { ...DEFAULT_LOGIN_FAILURE_LIMITS, ...options.loginFailureLimits },
                commonPasswords,
                refreshReuseGraceMs: options.refreshReuseGraceMs,
              },
            ),
        },
        ...useCaseProviders,
        RegistryAccountDataRights,
        {
          provide: ExportAccountData,
          inject: [MikroOrmUserRepository, MikroOrmProfileRepository, RegistryAccountDataRights],
          useFactory: (users: MikroOrmUserRepository, profiles: MikroOrmProfileRepository, dataRights: RegistryAccountDataRights) =>
            new ExportAccountData({ users, profiles, dataRights }),
        },
        {
          provide: DeleteAccount,
          inject: [MikroOrmUserRepository, Argon2PasswordHasher, RegistryAccountDataRights, MailAccountNotifier, MikroOrmUnitOfWork, PlatformRateLimiter],
          useFactory: (
            users: MikroOrmUserRepository,
            passwords: Argon2PasswordHasher,
            dataRights: RegistryAccountDataRights,
            notifier: MailAccountNotifier,
            unitOfWork: MikroOrmUnitOfWork,
            rateLimiter: PlatformRateLimiter,
          ) => new DeleteAccount({ users, passwords, dataRights, notifier, unitOfWork, rateLimiter, clock: systemClock }),
        },
        SessionCookie,
        { provide: MeReader, useClass: SqlMeReader },
        {
          // Passport learns of the Google strategy only when Google is configured.
          provide: GoogleStrategy,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => (config.google ? new GoogleStrategy(config.google, config.auth.cookieSecure) : null),
        },
      ],
      exports: [PlatformAuthModule],
    };
  }
}
