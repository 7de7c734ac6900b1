export { authReducer, sessionChanged, signedOut, selectSession, selectAuthStatus, type AuthState, type AuthStatus } from './auth-slice';
export { useSession } from './hooks/useSession';
export { useSessionBootstrap } from './hooks/useSessionBootstrap';
export { useSignOut } from './hooks/useSignOut';
export { RequireSession } from './components/RequireSession';
