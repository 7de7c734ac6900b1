import { useAppSelector } from '../store/hooks';
import { selectAuthStatus, selectSession } from './auth-slice';

/** The one way screens learn who is signed in; layouts and guards depend on nothing else. */
export function useSession() {
  const session = useAppSelector(selectSession);
  const status = useAppSelector(selectAuthStatus);
  return {
    session,
    user: session?.user ?? null,
    status,
    isSignedIn: status === 'signed-in',
    isLoading: status === 'unknown',
  };
}
