import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import {
  buildAccountsUseCases,
  DeleteAccount,
  ExportAccountData,
  FindAccountEmail,
  FindAccountEmails,
  ChangePassword,
  ConfirmEmail,
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_LOGIN_FAILURE_LIMITS,
  LogIn,
  LogOut,
  OnboardingStatus,
  RefreshAccessToken,
  RequestPasswordReset,
  ResendConfirmation,
  ResetPassword,
  SignInWithGoogle,
  SignUp,
  type AccountsPolicy,
  type AccountsPorts,
  type AccountsUseCases,
  type AuthRateLimits,
  type LoginFailureLimits,
} from '@sidequest/accounts-domain';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { contextModule, MikroOrmUnitOfWork, provideUseCase, type PortTokens } from '@sidequest/platform-db';
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

const ACCOUNTS_POLICY = Symbol('ACCOUNTS_POLICY');

/** Each adapter port of buildAccountsUseCases as the token that provides it: the adapters under their classes, the policy under a symbol. */
const ports: PortTokens<Omit<AccountsPorts, 'ids' | 'clock'>> = {
  users: MikroOrmUserRepository,
  profiles: MikroOrmProfileRepository,
  refreshSessions: MikroOrmRefreshSessionRepository,
  verificationTokens: MikroOrmVerificationTokenRepository,
  // From the global DbModule.
  unitOfWork: MikroOrmUnitOfWork,
  passwords: Argon2PasswordHasher,
  tokenGenerator: CryptoSecretTokens,
  tokenHasher: CryptoSecretTokens,
  accessTokens: JwtAccessTokenIssuer,
  notifier: MailAccountNotifier,
  rateLimiter: PlatformRateLimiter,
  background: AfterResponseTasks,
  dataRights: RegistryAccountDataRights,
  policy: ACCOUNTS_POLICY,
};

const adapters = [
  MikroOrmUserRepository,
  MikroOrmProfileRepository,
  MikroOrmRefreshSessionRepository,
  MikroOrmVerificationTokenRepository,
  PlatformRateLimiter,
  Argon2PasswordHasher,
  CryptoSecretTokens,
  JwtAccessTokenIssuer,
  MailAccountNotifier,
  AfterResponseTasks,
  RegistryAccountDataRights,
];

/** Controllers inject each use case by its class. */
const expose = {
  signUp: SignUp,
  confirmEmail: ConfirmEmail,
  resendConfirmation: ResendConfirmation,
  logIn: LogIn,
  refreshAccessToken: RefreshAccessToken,
  logOut: LogOut,
  requestPasswordReset: RequestPasswordReset,
  resetPassword: ResetPassword,
  signInWithGoogle: SignInWithGoogle,
  changePassword: ChangePassword,
  exportAccountData: ExportAccountData,
  deleteAccount: DeleteAccount,
  findAccountEmail: FindAccountEmail,
  findAccountEmails: FindAccountEmails,
} satisfies Record<keyof AccountsUseCases, unknown>;

/** Identities, passwords, sessions, e-mail confirmation, reset and Google sign-in. */
@Module({})
export class AccountsModule {
  static forRoot(options: AccountsModuleOptions = {}): DynamicModule {
    return contextModule({
      module: AccountsModule,
      entities: accountsEntitySchemas,
      imports: [
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
        ...adapters,
        {
          provide: ACCOUNTS_POLICY,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): AccountsPolicy => ({
            appUrl: config.appUrl,
            requireEmailConfirmation: config.auth.requireEmailConfirmation,
            rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits },
            loginFailureLimits: { ...DEFAULT_LOGIN_FAILURE_LIMITS, ...options.loginFailureLimits },
            commonPasswords,
            refreshReuseGraceMs: options.refreshReuseGraceMs,
          }),
        },
        SessionCookie,
        { provide: MeReader, useClass: SqlMeReader },
        // The onboarding flag quests asks for; it uses the request's EntityManager, so quests' unit of work covers it.
        provideUseCase(OnboardingStatus, { profiles: MikroOrmProfileRepository }, { clock: systemClock }),
        {
          // Passport learns of the Google strategy only when Google is configured.
          provide: GoogleStrategy,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            config.google ? new GoogleStrategy(config.google, config.auth.cookieSecure) : null,
        },
      ],
      ports,
      constants: { ids: uuidGenerator, clock: systemClock },
      build: buildAccountsUseCases,
      expose,
      // What other contexts ask: onboarding's completion (quests) and where to mail a person (reminders).
      exports: [PlatformAuthModule, OnboardingStatus, FindAccountEmail, FindAccountEmails],
    });
  }
}
