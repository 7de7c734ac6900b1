import { useCallback } from 'react';
import { toast } from '@sidequest/web-ui';
import { useCreateCheckoutMutation, useCreatePortalMutation } from './billing-api';
import { openPendingTab } from './open-in-new-tab';

type CreateRedirect = () => { unwrap(): Promise<{ url: string }> };

/** Opens a tab inside the click, then points it at the url the api answers; on failure closes it and reports. */
function useRedirectInNewTab(create: CreateRedirect, onError: (error: unknown) => void) {
  return useCallback(async () => {
    const go = openPendingTab();
    try {
      const { url } = await create().unwrap();
      go(url);
    } catch (error) {
      go(null);
      onError(error);
    }
  }, [create, onError]);
}

const checkoutFailed = (error: unknown) => {
  console.error('Checkout failed', error);
  toast({ title: 'Error', description: 'Could not start checkout process. Please try again.', variant: 'destructive' });
};

/** The portal's failures are only logged, never shown. */
const portalFailed = (error: unknown) => console.error('Customer portal failed', error);

/** create-checkout: the Checkout page (or the local test checkout) in a new tab. */
export function useCheckout() {
  const [create, { isLoading }] = useCreateCheckoutMutation();
  return { startCheckout: useRedirectInNewTab(create, checkoutFailed), isStarting: isLoading };
}

/** customer-portal: the billing portal in a new tab. */
export function usePortal() {
  const [create, { isLoading }] = useCreatePortalMutation();
  return { openPortal: useRedirectInNewTab(create, portalFailed), isOpening: isLoading };
}
