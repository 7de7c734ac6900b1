import { useCallback } from 'react';
import { toast } from '@sidequest/web-ui';
import { useCreateCheckoutMutation, useCreatePortalMutation } from './billing-api';
import { openPendingTab } from './open-in-new-tab';

/** create-checkout: the Checkout page (or the local test checkout) in a new tab. */
export function useCheckout() {
  const [create, { isLoading }] = useCreateCheckoutMutation();
  const startCheckout = useCallback(async () => {
    const go = openPendingTab();
    try {
      const { url } = await create().unwrap();
      go(url);
    } catch (error) {
      go(null);
      console.error('Checkout failed', error);
      toast({ title: 'Error', description: 'Could not start checkout process. Please try again.', variant: 'destructive' });
    }
  }, [create]);
  return { startCheckout, isStarting: isLoading };
}

/** customer-portal: the billing portal in a new tab. Spec 8: its failures are only logged. */
export function usePortal() {
  const [create, { isLoading }] = useCreatePortalMutation();
  const openPortal = useCallback(async () => {
    const go = openPendingTab();
    try {
      const { url } = await create().unwrap();
      go(url);
    } catch (error) {
      go(null);
      console.error('Customer portal failed', error);
    }
  }, [create]);
  return { openPortal, isOpening: isLoading };
}
