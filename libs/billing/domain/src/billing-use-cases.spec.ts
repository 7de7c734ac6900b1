import { describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import { buildBillingUseCases } from './billing-use-cases';
import { DisabledPaymentGateway } from './disabled/disabled-payment.gateway';
import { InMemoryLocalSubscriptionStore } from './local/local-subscription-store';
import { LocalTestGateway } from './local/local-test-gateway';
import type { PaymentGateway } from './ports/payment-gateway.port';
import {
  everyAccountLive,
  FakePaymentGateway,
  InMemoryBillingUnitOfWork,
  InMemoryEntitlements,
  InMemoryProcessedEvents,
} from './testing/in-memory-billing';

function build(gateway: PaymentGateway) {
  const entitlements = new InMemoryEntitlements();
  const processedEvents = new InMemoryProcessedEvents();
  const unitOfWork = new InMemoryBillingUnitOfWork(entitlements, processedEvents);
  return buildBillingUseCases({
    gateway,
    entitlements,
    processedEvents,
    unitOfWork,
    accounts: everyAccountLive,
    clock: new FixedClock(),
  });
}

describe('buildBillingUseCases', () => {
  it('has the test checkout use cases only over the local test gateway', () => {
    const clock = new FixedClock();
    const local = build(
      new LocalTestGateway({
        store: new InMemoryLocalSubscriptionStore(),
        ids: { next: () => 'id' },
        clock,
        appUrl: 'http://localhost:3000',
      }),
    );
    expect(local.completeTestCheckout).not.toBeNull();
    expect(local.cancelTestSubscription).not.toBeNull();
    for (const gateway of [new FakePaymentGateway(), new DisabledPaymentGateway()]) {
      const useCases = build(gateway);
      expect(useCases.completeTestCheckout).toBeNull();
      expect(useCases.cancelTestSubscription).toBeNull();
      expect(useCases.createCheckout).toBeDefined();
    }
  });
});
