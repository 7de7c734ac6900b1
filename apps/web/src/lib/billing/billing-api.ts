// No barrel: an index module here becomes a chunk of its own, one more name in the landing's preload lists.
import type { BillingRedirect, SubscriptionStatus } from '@sidequest/contracts';
import { api } from '../api';

/**
 * check-subscription, create-checkout and customer-portal: browse, the account page and the billing
 * screens all need them, so they live here rather than in one feature.
 */
export const billingApi = api.enhanceEndpoints({ addTagTypes: ['Subscription'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by user id so a different user never sees a cached answer. */
    getSubscription: build.query<SubscriptionStatus, string>({
      query: () => '/billing/subscription',
      providesTags: ['Subscription'],
    }),
    createCheckout: build.mutation<BillingRedirect, void>({
      query: () => ({ url: '/billing/checkout', method: 'POST' }),
    }),
    createPortal: build.mutation<BillingRedirect, void>({
      query: () => ({ url: '/billing/portal', method: 'POST' }),
    }),
  }),
});

export const { useGetSubscriptionQuery, useCreateCheckoutMutation, useCreatePortalMutation } = billingApi;
