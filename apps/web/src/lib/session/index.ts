// The session every frame shares: the layout, the guards and the landing's redirect use it from here,
// so no feature reaches into features/accounts. useSignOut is imported from its file: only the lazy
// signed-in frame needs it, and through this barrel it would land in the entry chunk.
export {
  authSlice,
  sessionChanged,
  signedOut,
  selectSession,
  selectAuthStatus,
  type AuthState,
  type AuthStatus,
} from './auth-slice';
export { beginSession, endSession } from './session-thunks';
export { useSession } from './useSession';
export { useSessionBootstrap } from './useSessionBootstrap';
export { useSignedInRedirect } from './useSignedInRedirect';
export { RequireSession } from './RequireSession';
