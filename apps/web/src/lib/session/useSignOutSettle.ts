import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSignedOutByUser, signOutSettled } from './auth-slice';

/**
 * After a deliberate sign-out the protected screen still shown leads home (not to /auth). Once the
 * app has moved on to another path, protected screens go back to sending visitors to /auth.
 */
export function useSignOutSettle(): void {
  const dispatch = useAppDispatch();
  const signedOutByUser = useAppSelector(selectSignedOutByUser);
  const { pathname } = useLocation();
  const signedOutOn = useRef<string | null>(null);

  useEffect(() => {
    if (!signedOutByUser) {
      signedOutOn.current = null;
      return;
    }
    if (signedOutOn.current === null) signedOutOn.current = pathname;
    else if (signedOutOn.current !== pathname) dispatch(signOutSettled());
  }, [dispatch, signedOutByUser, pathname]);
}
