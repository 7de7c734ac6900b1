import { useState } from 'react';
import { toast } from '@sidequest/web-ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { useLazyGetAuthProvidersQuery } from '../api/auth-api';

export const GOOGLE_START_URL = '/api/auth/google';
const FALLBACK_HINT = 'Google sign-in is not set up on this server yet. Please use your email and password.';

/** Asks the api whether Google is configured; if so leaves for Google (a full page load), else explains. */
export function useGoogleSignIn() {
  const [getProviders, { isFetching }] = useLazyGetAuthProvidersQuery();
  const [leaving, setLeaving] = useState(false);

  const start = async () => {
    try {
      const providers = await getProviders(undefined, true).unwrap();
      if (providers.google) {
        setLeaving(true);
        window.location.assign(GOOGLE_START_URL);
        return;
      }
      toast({
        title: 'Google sign-in unavailable',
        description: providers.googleSetupHint ?? FALLBACK_HINT,
        variant: 'destructive',
      });
    } catch (error) {
      toast({
        title: 'Google sign-in unavailable',
        description: apiErrorMessage(error) ?? FALLBACK_HINT,
        variant: 'destructive',
      });
    }
  };

  return { start, pending: isFetching || leaving };
}
