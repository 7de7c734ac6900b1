import { Entitlement, type EntitlementProps } from '../model/entitlement.entity';
import type { SubscriptionSnapshot } from '../model/subscription-snapshot';
import type { EntitlementRepository } from '../ports/entitlement-repository.port';
import type { LiveAccounts } from '../ports/live-accounts.port';
import { PaymentProviderUnavailable, type CheckoutRequest, type PaymentGateway } from '../ports/payment-gateway.port';
import type { ProcessedEventRepository } from '../ports/processed-event-repository.port';
import type { UnitOfWork } from '@sidequest/kernel';

/** Every user counts as live: unit tests without an accounts context. */
export const everyAccountLive: LiveAccounts = { lockIfLive: async () => true };

export class InMemoryEntitlements implements EntitlementRepository {
  rows = new Map<string, EntitlementProps>();

  private find(match: (row: EntitlementProps) => boolean) {
    const row = [...this.rows.values()].find(match);
    return Promise.resolve(row ? Entitlement.restore(row) : null);
  }
  findByUser(userId: string) {
    return this.find((row) => row.userId === userId);
  }
  findBySubscriptionId(subscriptionId: string) {
    return this.find((row) => row.subscriptionId === subscriptionId);
  }
  findByCustomerId(customerId: string) {
    return this.find((row) => row.customerId === customerId);
  }
  async save(entitlement: Entitlement) {
    this.rows.set(entitlement.userId, entitlement.snapshot());
  }
  async deleteByUser(userId: string) {
    this.rows.delete(userId);
    this.eventTimes.delete(userId);
  }
  /** When the last applied event of each user was created. One JS turn at a time needs no lock. */
  eventTimes = new Map<string, Date>();
  async lockForEvents(userId: string) {
    return this.eventTimes.get(userId) ?? null;
  }
  async noteEventApplied(userId: string, at: Date) {
    if (!this.rows.has(userId)) return;
    const before = this.eventTimes.get(userId);
    if (!before || before < at) this.eventTimes.set(userId, at);
  }
}

export class InMemoryProcessedEvents implements ProcessedEventRepository {
  rows = new Map<string, { type: string; at: Date }>();
  async has(eventId: string) {
    return this.rows.has(eventId);
  }
  async record(eventId: string, type: string, at: Date) {
    if (this.rows.has(eventId)) return false;
    this.rows.set(eventId, { type, at });
    return true;
  }
}

/** Rolls both tables back when the work throws, as the database transaction would. */
export class InMemoryBillingUnitOfWork implements UnitOfWork {
  constructor(
    private readonly entitlements: InMemoryEntitlements,
    private readonly events: InMemoryProcessedEvents,
  ) {}
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const saved = { entitlements: new Map(this.entitlements.rows), events: new Map(this.events.rows) };
    try {
      return await work();
    } catch (error) {
      this.entitlements.rows = saved.entitlements;
      this.events.rows = saved.events;
      throw error;
    }
  }
}

/** A provider whose subscriptions tests set by hand, recording what it was asked to do. */
export class FakePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  readonly premium = { priceId: 'price_1', productId: 'prod_1' };
  readonly subscriptions = new Map<string, SubscriptionSnapshot>();
  readonly checkouts: CheckoutRequest[] = [];
  readonly canceled: string[] = [];
  readonly deletedCustomers: string[] = [];
  fetches = 0;
  failFetches = false;
  /** Checkout and portal answer as an unreachable provider does. */
  unavailable = false;

  async createCheckout(request: CheckoutRequest) {
    if (this.unavailable) throw new PaymentProviderUnavailable();
    this.checkouts.push(request);
    return { url: `https://checkout.example/${encodeURIComponent(request.idempotencyKey)}` };
  }
  async createPortal(customerId: string) {
    if (this.unavailable) throw new PaymentProviderUnavailable();
    return { url: `https://portal.example/${customerId}` };
  }
  async fetchSubscription(subscriptionId: string) {
    this.fetches++;
    if (this.failFetches) throw new Error('provider unreachable');
    const subscription = this.subscriptions.get(subscriptionId);
    return subscription ? { ...subscription } : null;
  }
  async deleteCustomer(customerId: string) {
    this.deletedCustomers.push(customerId);
  }
  async cancel(subscriptionId: string) {
    this.canceled.push(subscriptionId);
    const subscription = this.subscriptions.get(subscriptionId);
    if (subscription) this.subscriptions.set(subscriptionId, { ...subscription, status: 'canceled' });
  }
}
