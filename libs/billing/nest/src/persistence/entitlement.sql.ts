import type { SubscriptionStatus } from '@sidequest/billing-domain';
import type { ReadStatement } from '@sidequest/platform-db';

/**
 * Every browse of the community list checks the entitlement, so this read is plain SQL (no
 * hydration); tools/bench/raw-baseline.ts runs the same text. It joins the caller's transaction.
 */
export const ENTITLEMENT_BY_USER_STATEMENT: ReadStatement = {
  name: 'sq_entitlement_v1',
  text: `select status, price_id, product_id, current_period_start, current_period_end, cancel_at_period_end, customer_id, subscription_id, updated_at from entitlements where user_id = ?`,
};

export interface EntitlementRow {
  status: SubscriptionStatus;
  price_id: string | null;
  product_id: string | null;
  current_period_start: Date | string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
  customer_id: string | null;
  subscription_id: string | null;
  updated_at: Date | string;
}
