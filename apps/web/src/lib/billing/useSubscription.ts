import { useEffect, useRef } from 'react';
import { SUBSCRIPTION_RECHECK_MS } from '@sidequest/contracts';
import { useSession } from '../session';
import { useGetSubscriptionQuery } from './billing-api';
import { announceSubscriptionChange, onSubscriptionChange } from './subscription-channel';

/** Checked when a user is present and again every 60 seconds; failures are only logged, never shown. */
export function useSubscription() {
  const { user } = useSession();
  const query = useGetSubscriptionQuery(user?.id ?? '', { skip: !user, pollingInterval: SUBSCRIPTION_RECHECK_MS });
  const { refetch } = query;
  useEffect(() => {
    if (query.error) console.error('Subscription check failed', query.error);
  }, [query.error]);
  const status = query.data;
  return {
    status,
    subscribed: status?.subscribed ?? false,
    /** BILLING=disabled on the server: premium cannot be bought, so upgrade buttons are off. */
    billingDisabled: status?.mode === 'disabled',
    isLoading: query.isLoading,
    refetch,
  };
}

/**
 * Checkout and the portal open in another tab: come back to this one, or have that tab announce a change,
 * and the plan is re-checked at once rather than on the next 60-second tick. Mounted once, by the frame.
 */
export function useRecheckOnReturn(): void {
  const { user } = useSession();
  const { refetch, data } = useGetSubscriptionQuery(user?.id ?? '', { skip: !user });
  useEffect(() => {
    if (!user) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    const stopListening = onSubscriptionChange(() => void refetch());
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stopListening();
    };
  }, [user, refetch]);

  // A change seen here (say, the webhook landed) is news for the other tabs too.
  const subscribed = data?.subscribed;
  const previous = useRef(subscribed);
  useEffect(() => {
    if (previous.current !== undefined && subscribed !== undefined && previous.current !== subscribed)
      announceSubscriptionChange();
    previous.current = subscribed;
  }, [subscribed]);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** An ISO date-time from the api as a date people read, or null. */
export const readableDate = (iso: string | null | undefined): string | null =>
  iso ? dateFormat.format(new Date(iso)) : null;
