import { DomainError, err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
import type { BillingEvent } from '../model/billing-event';
import type { SubscriptionSnapshot } from '../model/subscription-snapshot';
import type { CheckoutRequest, PaymentGateway } from '../ports/payment-gateway.port';
import type { LocalSubscriptionStore } from './local-subscription-store';

/** Shown on every page of the local checkout, so nobody mistakes it for a real payment. */
export const LOCAL_TEST_CHECKOUT_LABEL = 'Test mode: local test checkout. No card is charged and no money moves.';
export const LOCAL_TEST_PRODUCT_ID = 'local_prod_premium';
export const LOCAL_TEST_PRICE_ID = 'local_price_premium_monthly';
const PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

export const CHECKOUT_SESSION_NOT_FOUND = 'This test checkout session does not exist.';

/**
 * The payment provider used when no Stripe keys are set. Its pages live in the web app; its actions
 * produce the same events Stripe would send, which go through HandleWebhookEvent into the same
 * entitlement table.
 */
export class LocalTestGateway implements PaymentGateway {
  readonly mode = 'local_test' as const;
  readonly premium = { priceId: LOCAL_TEST_PRICE_ID, productId: LOCAL_TEST_PRODUCT_ID };

  constructor(
    private readonly deps: { store: LocalSubscriptionStore; ids: IdGenerator; clock: Clock; appUrl: string },
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const { store } = this.deps;
    const existing = await store.findCheckoutByKey(request.idempotencyKey);
    const session = existing ?? {
      sessionId: `local_cs_${this.deps.ids.next()}`,
      userId: request.userId,
      email: request.email,
      customerId: request.customerId ?? `local_cus_${request.userId}`,
      idempotencyKey: request.idempotencyKey,
      completedSubscriptionId: null,
    };
    if (!existing) await store.saveCheckout(session);
    return { url: `${this.deps.appUrl}/billing/test-checkout?session=${encodeURIComponent(session.sessionId)}` };
  }

  async createPortal(customerId: string): Promise<{ url: string }> {
    return { url: `${this.deps.appUrl}/billing/test-portal?customer=${encodeURIComponent(customerId)}` };
  }

  fetchSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    return this.deps.store.findSubscription(subscriptionId);
  }

  /** The local checkout's customers live nowhere outside this process: nothing to call. */
  async deleteCustomer(): Promise<void> {}

  async cancel(subscriptionId: string): Promise<void> {
    await this.update(subscriptionId, (s) => ({
      ...s,
      status: 'canceled',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: this.deps.clock.now(),
    }));
  }

  /** "Pay" on the test checkout page: the session's user gets an active month. */
  async completeCheckout(sessionId: string, userId: string): Promise<Result<BillingEvent>> {
    const { store, clock, ids } = this.deps;
    const session = await store.findCheckout(sessionId);
    if (!session || session.userId !== userId) return err(new DomainError('not_found', CHECKOUT_SESSION_NOT_FOUND));
    const subscriptionId = session.completedSubscriptionId ?? `local_sub_${ids.next()}`;
    if (!session.completedSubscriptionId) {
      const now = clock.now();
      await store.saveSubscription({
        subscriptionId,
        customerId: session.customerId,
        userId: session.userId,
        status: 'active',
        priceId: LOCAL_TEST_PRICE_ID,
        productId: LOCAL_TEST_PRODUCT_ID,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + PERIOD_MS),
        cancelAtPeriodEnd: false,
      });
      await store.saveCheckout({ ...session, completedSubscriptionId: subscriptionId });
    }
    return ok(this.event('checkout.session.completed', subscriptionId, session.customerId, session.userId));
  }

  /** "Cancel" on the test portal: at the period's end (as Stripe's portal does) or at once. */
  async cancelSubscription(subscriptionId: string, when: 'period_end' | 'now'): Promise<BillingEvent> {
    const subscription =
      when === 'now'
        ? await this.update(subscriptionId, (s) => ({
            ...s,
            status: 'canceled',
            cancelAtPeriodEnd: false,
            currentPeriodEnd: this.deps.clock.now(),
          }))
        : await this.update(subscriptionId, (s) => ({ ...s, cancelAtPeriodEnd: true }));
    const type = when === 'now' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
    return this.event(type, subscriptionId, subscription?.customerId ?? null, subscription?.userId ?? null);
  }

  private async update(subscriptionId: string, change: (s: SubscriptionSnapshot) => SubscriptionSnapshot) {
    const current = await this.deps.store.findSubscription(subscriptionId);
    if (!current) return null;
    const next = change(current);
    await this.deps.store.saveSubscription(next);
    return next;
  }

  private event(type: string, subscriptionId: string, customerId: string | null, userId: string | null): BillingEvent {
    // Applied at once and in order: no provider time to compare.
    return { id: `local_evt_${this.deps.ids.next()}`, type, subscriptionId, customerId, userId, createdAt: null };
  }
}
