import { paymentGatewayContract } from '@sidequest/billing-domain/testing';
import { StripeFake } from '@sidequest/test-support';
import { createStripeClient } from './stripe-client';
import { StripePaymentGateway } from './stripe-payment.gateway';

const DAY = 86_400_000;
const PRICE = 'price_contract';

/** The real adapter and the real SDK, over HTTP to the project's Stripe fake. */
paymentGatewayContract(
  'Stripe against the Stripe fake',
  async () => {
    const fake = await StripeFake.start();
    const stripe = createStripeClient({
      secretKey: 'sk_test_contract',
      priceId: PRICE,
      webhookSecret: 'whsec_contract',
      apiBase: fake.url,
    });
    return {
      gateway: new StripePaymentGateway(stripe, { priceId: PRICE, appUrl: 'http://localhost:3000' }),
      // Stripe's side of a paid checkout: the subscription carries our user id in its metadata.
      subscribe: async ({ userId }) => {
        const ids = { subscriptionId: `sub_${crypto.randomUUID()}`, customerId: `cus_${crypto.randomUUID()}` };
        fake.setSubscription({
          id: ids.subscriptionId,
          customer: ids.customerId,
          userId,
          status: 'active',
          priceId: PRICE,
          productId: 'prod_contract',
          periodStart: new Date(Date.now() - DAY),
          periodEnd: new Date(Date.now() + 29 * DAY),
          cancelAtPeriodEnd: false,
        });
        return ids;
      },
      failProvider: () => void (fake.down = true),
      dispose: () => fake.close(),
    };
  },
  { outages: true },
);
