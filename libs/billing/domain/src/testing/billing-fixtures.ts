import type { Clock } from '@sidequest/kernel';
import type { BillingPorts } from '../billing-use-cases';
import type { SubscriptionSnapshot } from '../model/subscription-snapshot';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import {
  everyAccountLive,
  InMemoryBillingUnitOfWork,
  InMemoryEntitlements,
  InMemoryProcessedEvents,
} from './in-memory-billing';

/** An active monthly subscription of user u1 (May 2026), with the given fields changed. */
export const subscriptionSnapshot = (over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  userId: 'u1',
  status: 'active',
  priceId: 'price_1',
  productId: 'prod_1',
  currentPeriodStart: new Date('2026-05-01T00:00:00Z'),
  currentPeriodEnd: new Date('2026-06-01T00:00:00Z'),
  cancelAtPeriodEnd: false,
  ...over,
});

/** Every port of buildBillingUseCases in memory (every account live), around the given gateway. */
export function inMemoryBillingPorts(
  gateway: PaymentGateway,
  clock: Clock,
): BillingPorts & { entitlements: InMemoryEntitlements; processedEvents: InMemoryProcessedEvents } {
  const entitlements = new InMemoryEntitlements();
  const processedEvents = new InMemoryProcessedEvents();
  const unitOfWork = new InMemoryBillingUnitOfWork(entitlements, processedEvents);
  return { gateway, entitlements, processedEvents, unitOfWork, accounts: everyAccountLive, clock };
}
