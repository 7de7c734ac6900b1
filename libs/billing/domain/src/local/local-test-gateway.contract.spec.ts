import { FixedClock } from '@sidequest/kernel/testing';
import { paymentGatewayContract } from '../testing/payment-gateway.contract';
import { InMemoryLocalSubscriptionStore } from './local-subscription-store';
import { LocalTestGateway } from './local-test-gateway';

let n = 0;

/** The local checkout has no provider outside the process, so it has no outages to show. */
paymentGatewayContract(
  'local test checkout',
  async () => {
    const gateway = new LocalTestGateway({
      store: new InMemoryLocalSubscriptionStore(),
      ids: { next: () => String(++n) },
      clock: new FixedClock(new Date('2026-05-02T00:00:00Z')),
      appUrl: 'http://localhost:3000',
    });
    return {
      gateway,
      // As the test checkout page does: open a checkout, then "pay" it as its user.
      subscribe: async ({ userId, email }) => {
        const { url } = await gateway.createCheckout({
          userId,
          email,
          customerId: null,
          idempotencyKey: `subscribe-${userId}`,
        });
        const paid = await gateway.completeCheckout(new URL(url).searchParams.get('session')!, userId);
        if (!paid.ok) throw paid.error;
        return { subscriptionId: paid.value.subscriptionId!, customerId: paid.value.customerId! };
      },
    };
  },
  { outages: false },
);
