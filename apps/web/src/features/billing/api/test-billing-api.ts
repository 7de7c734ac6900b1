import type { CancelTestSubscriptionBody, CompleteTestCheckoutBody } from '@sidequest/contracts';
import { api } from '../../../lib/api';

/** The local test checkout and portal (no Stripe keys): they change the same entitlement Stripe's webhooks would. */
const testBillingApi = api.enhanceEndpoints({ addTagTypes: ['Subscription'] }).injectEndpoints({
  endpoints: (build) => ({
    completeTestCheckout: build.mutation<void, CompleteTestCheckoutBody>({
      query: (body) => ({ url: '/billing/test-checkout/complete', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    cancelTestSubscription: build.mutation<void, CancelTestSubscriptionBody>({
      query: (body) => ({ url: '/billing/test-portal/cancel', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const { useCompleteTestCheckoutMutation, useCancelTestSubscriptionMutation } = testBillingApi;
