import { afterEach, describe, expect, it } from 'vitest';
import { isPremiumSubscription } from '../model/subscription-snapshot';
import { PaymentProviderUnavailable, type CheckoutRequest, type PaymentGateway } from '../ports/payment-gateway.port';
import { providerCall } from '../use-cases/provider-call';

export interface PaymentGatewayUnderTest {
  gateway: PaymentGateway;
  /** Leaves an active premium subscription for the user on the provider's side, as a paid checkout does. */
  subscribe(user: { userId: string; email: string }): Promise<{ subscriptionId: string; customerId: string }>;
  /** Makes the provider fail as it does in an outage; only for adapters with a provider outside the process. */
  failProvider?(): void;
  dispose?(): Promise<void>;
}

export interface PaymentGatewayContractOptions {
  /** The provider sits outside the process and can fail: checkout and portal must then say "try again". */
  outages: boolean;
}

const absoluteUrl = (url: string) => {
  const parsed = new URL(url);
  expect(['http:', 'https:']).toContain(parsed.protocol);
  return parsed;
};

/**
 * What the billing use cases rely on from any payment provider that sells premium: the Stripe adapter
 * against the Stripe fake over HTTP, the local test checkout and the in-memory fake alike.
 */
export function paymentGatewayContract(
  name: string,
  make: () => Promise<PaymentGatewayUnderTest>,
  options: PaymentGatewayContractOptions,
) {
  describe(`PaymentGateway contract: ${name}`, () => {
    let subject: PaymentGatewayUnderTest | undefined;
    afterEach(async () => {
      await subject?.dispose?.();
      subject = undefined;
    });
    const start = async () => (subject = await make());
    const user = () => {
      const userId = `user-${crypto.randomUUID()}`;
      return { userId, email: `${userId}@example.com` };
    };
    const request = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
      ...user(),
      customerId: null,
      idempotencyKey: `checkout-${crypto.randomUUID()}`,
      ...over,
    });

    it('sells premium at a price', async () => {
      const { gateway } = await start();
      expect(gateway.mode).not.toBe('disabled');
      expect(gateway.premium.priceId).not.toBe('');
    });

    it('opens a checkout at an absolute URL: the same one again for the same idempotency key, another for another key', async () => {
      const { gateway } = await start();
      const first = request();
      const { url } = await gateway.createCheckout(first);
      absoluteUrl(url);
      expect((await gateway.createCheckout(first)).url).toBe(url);
      expect((await gateway.createCheckout({ ...first, idempotencyKey: `${first.idempotencyKey}-2` })).url).not.toBe(
        url,
      );
    });

    it('opens a checkout for a returning customer', async () => {
      const { gateway, subscribe } = await start();
      const returning = user();
      const { customerId } = await subscribe(returning);
      absoluteUrl((await gateway.createCheckout(request({ ...returning, customerId }))).url);
    });

    it('opens the billing portal for a customer at an absolute URL', async () => {
      const { gateway, subscribe } = await start();
      const { customerId } = await subscribe(user());
      absoluteUrl((await gateway.createPortal(customerId)).url);
    });

    it('reports a paid subscription: its ids, our user, active, at the premium price, within its current period', async () => {
      const { gateway, subscribe } = await start();
      const buyer = user();
      const { subscriptionId, customerId } = await subscribe(buyer);
      const snapshot = await gateway.fetchSubscription(subscriptionId);
      expect(snapshot).toMatchObject({
        subscriptionId,
        customerId,
        userId: buyer.userId,
        status: 'active',
        cancelAtPeriodEnd: false,
      });
      expect(isPremiumSubscription(snapshot!, gateway.premium)).toBe(true);
      expect(snapshot!.currentPeriodStart!.getTime()).toBeLessThan(snapshot!.currentPeriodEnd!.getTime());
    });

    it('answers null for a subscription it does not know', async () => {
      const { gateway } = await start();
      expect(await gateway.fetchSubscription(`sub_unknown_${crypto.randomUUID()}`)).toBeNull();
    });

    it('ends a subscription at once; ending it again, or one it does not know, is no error', async () => {
      const { gateway, subscribe } = await start();
      const { subscriptionId } = await subscribe(user());
      await gateway.cancel(subscriptionId);
      expect((await gateway.fetchSubscription(subscriptionId))?.status).toBe('canceled');
      await expect(gateway.cancel(subscriptionId)).resolves.toBeUndefined();
      await expect(gateway.cancel(`sub_unknown_${crypto.randomUUID()}`)).resolves.toBeUndefined();
    });

    it('removes a customer; removing it again, or one it does not know, is no error', async () => {
      const { gateway, subscribe } = await start();
      const { customerId } = await subscribe(user());
      await expect(gateway.deleteCustomer(customerId)).resolves.toBeUndefined();
      await expect(gateway.deleteCustomer(customerId)).resolves.toBeUndefined();
      await expect(gateway.deleteCustomer(`cus_unknown_${crypto.randomUUID()}`)).resolves.toBeUndefined();
    });

    if (options.outages) {
      it('fails checkout and portal with PaymentProviderUnavailable in an outage, which the use cases answer as unavailable', async () => {
        const { gateway, subscribe, failProvider } = await start();
        const { customerId } = await subscribe(user());
        if (!failProvider) throw new Error(`${name} declares outages but cannot fail its provider`);
        failProvider();
        await expect(gateway.createCheckout(request())).rejects.toBeInstanceOf(PaymentProviderUnavailable);
        await expect(gateway.createPortal(customerId)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
        const answered = await providerCall(() => gateway.createCheckout(request()));
        expect(!answered.ok && answered.error.kind).toBe('unavailable');
      });
    }
  });
}
