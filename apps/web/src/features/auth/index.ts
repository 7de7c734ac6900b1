export { authReducer, sessionChanged, signedOut, selectSession, selectAuthStatus, type AuthState, type AuthStatus } from './auth-slice';
export { createSessionSync, type SessionSync } from './session/session-sync';
export { browserSessionEnvironment, type SessionEnvironment } from './session/browser-session-deps';
export { useSession } from './hooks/useSession';
export { useSessionBootstrap } from './hooks/useSessionBootstrap';
export { useSignOut } from './hooks/useSignOut';
export { useSignedInRedirect } from './hooks/useSignedInRedirect';
export { RequireSession } from './components/RequireSession';
