import type { Clock, IdGenerator } from '@sidequest/kernel';
import { DEFAULT_REUSE_GRACE_MS } from './model/refresh-session.entity';
import type { AccessTokenIssuer } from './ports/access-token-issuer.port';
import type { AccountDataRights } from './ports/account-data-rights.port';
import type { AccountNotifier } from './ports/account-notifier.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { ProfileRepository } from './ports/profile-repository.port';
import type { RateLimiter } from '@sidequest/kernel';
import type { BackgroundTasks } from './ports/background-tasks.port';
import type { RefreshSessionRepository } from './ports/refresh-session-repository.port';
import type { TokenGenerator, TokenHasher } from './ports/secret-token.port';
import type { UnitOfWork } from '@sidequest/kernel';
import type { UserRepository } from './ports/user-repository.port';
import type { VerificationTokenRepository } from './ports/verification-token-repository.port';
import { AccountLinks } from './services/account-links';
import {
  AuthThrottle,
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_LOGIN_FAILURE_LIMITS,
  type AuthRateLimits,
  type LoginFailureLimits,
} from './services/auth-throttle';
import { SessionStarter } from './services/session-starter';
import { VerificationTokens } from './services/verification-tokens';
import type { CommonPasswords } from './model/email-address';
import { ChangePassword } from './use-cases/change-password.use-case';
import { ConfirmEmail } from './use-cases/confirm-email.use-case';
import { DeleteAccount } from './use-cases/delete-account.use-case';
import { ExportAccountData } from './use-cases/export-account-data.use-case';
import { FindAccountEmail, FindAccountEmails } from './use-cases/find-account-email.use-case';
import { LogIn } from './use-cases/log-in.use-case';
import { LogOut } from './use-cases/log-out.use-case';
import { RefreshAccessToken } from './use-cases/refresh-access-token.use-case';
import { RequestPasswordReset } from './use-cases/request-password-reset.use-case';
import { ResendConfirmation } from './use-cases/resend-confirmation.use-case';
import { ResetPassword } from './use-cases/reset-password.use-case';
import { SignInWithGoogle } from './use-cases/sign-in-with-google.use-case';
import { SignUp } from './use-cases/sign-up.use-case';

export interface AccountsPorts {
  users: UserRepository;
  profiles: ProfileRepository;
  refreshSessions: RefreshSessionRepository;
  verificationTokens: VerificationTokenRepository;
  unitOfWork: UnitOfWork;
  passwords: PasswordHasher;
  tokenGenerator: TokenGenerator;
  tokenHasher: TokenHasher;
  accessTokens: AccessTokenIssuer;
  notifier: AccountNotifier;
  rateLimiter: RateLimiter;
  background: BackgroundTasks;
  /** Every other context's rows about a user (export and erasure). */
  dataRights: AccountDataRights;
  ids: IdGenerator;
  clock: Clock;
  policy: AccountsPolicy;
}

export interface AccountsPolicy {
  appUrl: string;
  requireEmailConfirmation: boolean;
  rateLimits?: AuthRateLimits;
  loginFailureLimits?: LoginFailureLimits;
  /** Refused at sign-up, reset and change. */
  commonPasswords?: CommonPasswords;
  /** See DEFAULT_REUSE_GRACE_MS. */
  refreshReuseGraceMs?: number;
}

export interface AccountsUseCases {
  signUp: SignUp;
  confirmEmail: ConfirmEmail;
  resendConfirmation: ResendConfirmation;
  logIn: LogIn;
  refreshAccessToken: RefreshAccessToken;
  logOut: LogOut;
  requestPasswordReset: RequestPasswordReset;
  resetPassword: ResetPassword;
  signInWithGoogle: SignInWithGoogle;
  changePassword: ChangePassword;
  exportAccountData: ExportAccountData;
  deleteAccount: DeleteAccount;
  /** Where to mail a person, and many at once: what reminders asks accounts for. */
  findAccountEmail: FindAccountEmail;
  findAccountEmails: FindAccountEmails;
}

/** The composition of the accounts context: every use case over one named set of ports. */
export function buildAccountsUseCases(ports: AccountsPorts): AccountsUseCases {
  const {
    ids,
    clock,
    unitOfWork,
    users,
    profiles,
    refreshSessions,
    notifier,
    passwords,
    tokenHasher,
    dataRights,
    rateLimiter,
    policy,
  } = ports;
  const throttle = new AuthThrottle(
    rateLimiter,
    policy.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS,
    policy.loginFailureLimits ?? DEFAULT_LOGIN_FAILURE_LIMITS,
  );
  const links = new AccountLinks(policy.appUrl);
  const sessions = new SessionStarter(
    refreshSessions,
    ports.tokenGenerator,
    tokenHasher,
    ports.accessTokens,
    ids,
    clock,
  );
  const verification = new VerificationTokens(ports.verificationTokens, ports.tokenGenerator, tokenHasher, ids, clock);
  const { requireEmailConfirmation, commonPasswords } = policy;
  return {
    signUp: new SignUp({
      users,
      profiles,
      unitOfWork,
      passwords,
      verification,
      notifier,
      throttle,
      sessions,
      links,
      ids,
      clock,
      requireEmailConfirmation,
      commonPasswords,
    }),
    confirmEmail: new ConfirmEmail({ users, unitOfWork, verification, sessions, clock }),
    resendConfirmation: new ResendConfirmation({
      users,
      unitOfWork,
      verification,
      notifier,
      throttle,
      links,
      background: ports.background,
    }),
    logIn: new LogIn({ users, passwords, throttle, sessions, requireEmailConfirmation }),
    refreshAccessToken: new RefreshAccessToken({
      users,
      refreshSessions,
      tokenHasher,
      throttle,
      sessions,
      ids,
      clock,
      reuseGraceMs: policy.refreshReuseGraceMs ?? DEFAULT_REUSE_GRACE_MS,
    }),
    logOut: new LogOut({ refreshSessions, tokenHasher, clock }),
    requestPasswordReset: new RequestPasswordReset({
      users,
      verification,
      notifier,
      throttle,
      links,
      background: ports.background,
    }),
    resetPassword: new ResetPassword({
      users,
      refreshSessions,
      unitOfWork,
      passwords,
      verification,
      verificationTokens: ports.verificationTokens,
      notifier,
      throttle,
      sessions,
      clock,
      commonPasswords,
    }),
    signInWithGoogle: new SignInWithGoogle({
      users,
      profiles,
      refreshSessions,
      unitOfWork,
      notifier,
      sessions,
      ids,
      clock,
    }),
    changePassword: new ChangePassword({
      users,
      refreshSessions,
      verificationTokens: ports.verificationTokens,
      unitOfWork,
      passwords,
      notifier,
      throttle,
      sessions,
      clock,
      commonPasswords,
    }),
    exportAccountData: new ExportAccountData({ users, profiles, dataRights }),
    deleteAccount: new DeleteAccount({ users, passwords, dataRights, notifier, unitOfWork, rateLimiter, clock }),
    findAccountEmail: new FindAccountEmail({ users }),
    findAccountEmails: new FindAccountEmails({ users }),
  };
}
