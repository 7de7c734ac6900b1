import { LocalTestGateway } from './local/local-test-gateway';
import type { BillingPorts } from './ports/billing-ports';
import { CancelSubscriptionForDeletion } from './use-cases/cancel-subscription-for-deletion.use-case';
import { CancelTestSubscription } from './use-cases/cancel-test-subscription.use-case';
import { CheckPremiumAccess } from './use-cases/check-premium-access.use-case';
import { CompleteTestCheckout } from './use-cases/complete-test-checkout.use-case';
import { CreateCheckout } from './use-cases/create-checkout.use-case';
import { CreatePortalSession } from './use-cases/create-portal-session.use-case';
import { GetSubscriptionStatus } from './use-cases/get-subscription-status.use-case';
import { HandleWebhookEvent } from './use-cases/handle-webhook-event.use-case';

export type { BillingPorts };

export interface BillingUseCases {
  handleWebhookEvent: HandleWebhookEvent;
  getSubscriptionStatus: GetSubscriptionStatus;
  checkPremiumAccess: CheckPremiumAccess;
  createCheckout: CreateCheckout;
  createPortalSession: CreatePortalSession;
  cancelSubscriptionForDeletion: CancelSubscriptionForDeletion;
  /** Only over the local test checkout; null with Stripe or billing disabled. */
  completeTestCheckout: CompleteTestCheckout | null;
  /** Only over the local test checkout; null with Stripe or billing disabled. */
  cancelTestSubscription: CancelTestSubscription | null;
}

/** The composition of the billing context: every use case over one named set of ports. */
export function buildBillingUseCases(ports: BillingPorts): BillingUseCases {
  const { gateway, entitlements, clock } = ports;
  const handleWebhookEvent = new HandleWebhookEvent(ports);
  const local = gateway instanceof LocalTestGateway ? gateway : null;
  return {
    handleWebhookEvent,
    getSubscriptionStatus: new GetSubscriptionStatus(entitlements, clock),
    checkPremiumAccess: new CheckPremiumAccess(entitlements, clock),
    createCheckout: new CreateCheckout({ gateway, entitlements, clock }),
    createPortalSession: new CreatePortalSession(gateway, entitlements),
    cancelSubscriptionForDeletion: new CancelSubscriptionForDeletion({ gateway, entitlements, clock }),
    completeTestCheckout: local ? new CompleteTestCheckout(local, handleWebhookEvent) : null,
    cancelTestSubscription: local ? new CancelTestSubscription(local, entitlements, handleWebhookEvent) : null,
  };
}
