import type { SubscriptionSnapshot } from '../model/subscription-snapshot';

export interface LocalCheckoutSession {
  sessionId: string;
  userId: string;
  email: string;
  customerId: string;
  idempotencyKey: string;
  completedSubscriptionId: string | null;
}

/** What the local test checkout remembers: its sessions and the subscriptions they created. */
export interface LocalSubscriptionStore {
  findCheckout(sessionId: string): Promise<LocalCheckoutSession | null>;
  findCheckoutByKey(idempotencyKey: string): Promise<LocalCheckoutSession | null>;
  saveCheckout(session: LocalCheckoutSession): Promise<void>;
  findSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  saveSubscription(subscription: SubscriptionSnapshot): Promise<void>;
}

/**
 * The store kept in the api's memory. Enough for one dev process: after a restart the entitlement
 * table still holds the state, and a subscription the store forgot reads as ended.
 */
export class InMemoryLocalSubscriptionStore implements LocalSubscriptionStore {
  private readonly sessions = new Map<string, LocalCheckoutSession>();
  private readonly subscriptions = new Map<string, SubscriptionSnapshot>();

  async findCheckout(sessionId: string) {
    const session = this.sessions.get(sessionId);
    return session ? { ...session } : null;
  }
  async findCheckoutByKey(idempotencyKey: string) {
    const session = [...this.sessions.values()].find((s) => s.idempotencyKey === idempotencyKey);
    return session ? { ...session } : null;
  }
  async saveCheckout(session: LocalCheckoutSession) {
    this.sessions.set(session.sessionId, { ...session });
  }
  async findSubscription(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    return subscription ? { ...subscription } : null;
  }
  async saveSubscription(subscription: SubscriptionSnapshot) {
    this.subscriptions.set(subscription.subscriptionId, { ...subscription });
  }
}
