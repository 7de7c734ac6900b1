import { FakePaymentGateway } from './in-memory-billing';
import { paymentGatewayContract } from './payment-gateway.contract';

const DAY = 86_400_000;

paymentGatewayContract(
  'in-memory fake',
  async () => {
    const gateway = new FakePaymentGateway();
    return {
      gateway,
      subscribe: async ({ userId }) => {
        const ids = { subscriptionId: `sub_${crypto.randomUUID()}`, customerId: `cus_${crypto.randomUUID()}` };
        gateway.subscriptions.set(ids.subscriptionId, {
          ...ids,
          userId,
          status: 'active',
          priceId: gateway.premium.priceId,
          productId: gateway.premium.productId,
          currentPeriodStart: new Date(Date.now() - DAY),
          currentPeriodEnd: new Date(Date.now() + 29 * DAY),
          cancelAtPeriodEnd: false,
        });
        return ids;
      },
      failProvider: () => void (gateway.unavailable = true),
    };
  },
  { outages: true },
);
