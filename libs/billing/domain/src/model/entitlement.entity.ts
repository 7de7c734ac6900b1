import { MutableEntity } from '@sidequest/kernel';
import type { SubscriptionSnapshot } from './subscription-snapshot';

/** A failed renewal keeps access this long, counted from the start of the unpaid period. */
export const PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** The provider's last snapshot of the subscription, kept under its user, with when it was copied. */
export interface EntitlementProps extends Omit<SubscriptionSnapshot, 'userId' | 'customerId' | 'subscriptionId'> {
  userId: string;
  customerId: string | null;
  subscriptionId: string | null;
  updatedAt: Date;
}

/** The local copy of a user's subscription: what check-subscription reads, never the provider. */
export class Entitlement extends MutableEntity<EntitlementProps>() {
  private constructor(props: EntitlementProps) {
    super(props);
  }

  static fromSnapshot(userId: string, snapshot: SubscriptionSnapshot, now: Date): Entitlement {
    const entitlement = new Entitlement({
      userId,
      status: 'incomplete',
      priceId: null,
      productId: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      customerId: null,
      subscriptionId: null,
      updatedAt: now,
    });
    entitlement.copy(snapshot, now);
    return entitlement;
  }

  static restore(props: EntitlementProps): Entitlement {
    return new Entitlement(props);
  }

  /** When a past-due subscription loses access; null unless past due. */
  graceEndsAt(): Date | null {
    if (this.props.status !== 'past_due') return null;
    const from = this.props.currentPeriodStart ?? this.props.updatedAt;
    return new Date(from.getTime() + PAST_DUE_GRACE_MS);
  }

  isSubscribed(now: Date): boolean {
    return grantsAccess(this.props, now);
  }

  /**
   * Takes the provider's current state. A snapshot of some other, dead subscription never replaces a
   * live one: an old subscription's late "deleted" event must not cancel the user's new subscription.
   */
  applySnapshot(snapshot: SubscriptionSnapshot, now: Date): 'applied' | 'ignored' {
    const otherSubscription =
      this.props.subscriptionId !== null && snapshot.subscriptionId !== this.props.subscriptionId;
    if (otherSubscription && this.isSubscribed(now) && !grantsAccess(snapshotProps(snapshot, now), now))
      return 'ignored';
    this.copy(snapshot, now);
    return 'applied';
  }

  /** The provider no longer knows the subscription: it is over. */
  markEnded(now: Date): void {
    this.props.status = 'canceled';
    this.props.cancelAtPeriodEnd = false;
    this.props.currentPeriodEnd = now;
    this.props.updatedAt = now;
  }

  private copy(snapshot: SubscriptionSnapshot, now: Date): void {
    this.props = { userId: this.props.userId, ...snapshotProps(snapshot, now) };
  }
}

function snapshotProps(snapshot: SubscriptionSnapshot, now: Date): Omit<EntitlementProps, 'userId'> {
  return {
    status: snapshot.status,
    priceId: snapshot.priceId,
    productId: snapshot.productId,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    customerId: snapshot.customerId,
    subscriptionId: snapshot.subscriptionId,
    updatedAt: now,
  };
}

/**
 * Active or trialing: until the period ends; a renewing subscription keeps the grace beyond it, so a
 * late renewal webhook does not lock anyone out. Past due: the grace from the unpaid period's start.
 */
function grantsAccess(props: Omit<EntitlementProps, 'userId'>, now: Date): boolean {
  const t = now.getTime();
  if (props.status === 'active' || props.status === 'trialing') {
    if (!props.currentPeriodEnd) return true;
    const end = props.currentPeriodEnd.getTime() + (props.cancelAtPeriodEnd ? 0 : PAST_DUE_GRACE_MS);
    return t < end;
  }
  if (props.status === 'past_due') {
    const from = props.currentPeriodStart ?? props.updatedAt;
    return t < from.getTime() + PAST_DUE_GRACE_MS;
  }
  return false;
}
