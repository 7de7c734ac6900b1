import {
  PaymentProviderUnavailable,
  SUBSCRIPTION_STATUSES,
  type CheckoutRequest,
  type PaymentGateway,
  type PremiumPrice,
  type SubscriptionSnapshot,
  type SubscriptionStatus,
} from '@sidequest/billing-domain';
import type { StripeClient } from './stripe-client';

type StripeSubscription = Awaited<ReturnType<StripeClient['subscriptions']['retrieve']>>;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
const date = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** Stripe's subscription, normalised. Periods sit on the items in current API versions, on the subscription in older ones. */
export function toSnapshot(subscription: StripeSubscription): SubscriptionSnapshot {
  const item = subscription.items?.data?.[0] as
    | ((typeof subscription.items.data)[number] & { current_period_start?: number; current_period_end?: number })
    | undefined;
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status)
    ? (subscription.status as SubscriptionStatus)
    : 'incomplete';
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    userId: subscription.metadata?.userId || null,
    status,
    priceId: item?.price?.id ?? null,
    productId: idOf(item?.price?.product as string | { id: string } | null | undefined),
    currentPeriodStart: date(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: date(item?.current_period_end ?? legacy.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

/** Stripe unreachable, timed out (a connection error to the SDK), rate limiting, or failing on its side. */
function isOutage(error: unknown): boolean {
  const { type, statusCode } = error as { type?: string; statusCode?: number };
  return (
    type === 'StripeConnectionError' ||
    type === 'StripeRateLimitError' ||
    (typeof statusCode === 'number' && statusCode >= 500)
  );
}

async function userFacing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isOutage(error) ? new PaymentProviderUnavailable({ cause: error }) : error;
  }
}

/** The real provider: Checkout in subscription mode for the premium price, the billing portal, re-fetching. */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  /** A Stripe price belongs to exactly one product, so the configured price pins the product too. */
  readonly premium: PremiumPrice;

  constructor(
    private readonly stripe: StripeClient,
    private readonly options: { priceId: string; appUrl: string },
  ) {
    this.premium = { priceId: options.priceId, productId: null };
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const { appUrl, priceId } = this.options;
    const session = await userFacing(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: priceId, quantity: 1 }],
          client_reference_id: request.userId,
          subscription_data: { metadata: { userId: request.userId } },
          metadata: { userId: request.userId },
          ...(request.customerId
            ? { customer: request.customerId }
            : request.email
              ? { customer_email: request.email }
              : {}),
          success_url: `${appUrl}/dashboard?checkout=success`,
          cancel_url: `${appUrl}/browse-quests?checkout=canceled`,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { url: session.url };
  }

  async createPortal(customerId: string): Promise<{ url: string }> {
    const session = await userFacing(() =>
      this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${this.options.appUrl}/dashboard`,
      }),
    );
    return { url: session.url };
  }

  async fetchSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    const subscription = await unlessGone(
      this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['items.data.price'] }),
    );
    return subscription && toSnapshot(subscription);
  }

  async deleteCustomer(customerId: string): Promise<void> {
    // Deleting the customer also cancels any subscription it still has (a second one included).
    await unlessGone(this.stripe.customers.del(customerId));
  }

  async cancel(subscriptionId: string): Promise<void> {
    await unlessGone(this.stripe.subscriptions.cancel(subscriptionId));
  }
}

/** Stripe's answer, or null when the object is already gone (404). */
async function unlessGone<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}
