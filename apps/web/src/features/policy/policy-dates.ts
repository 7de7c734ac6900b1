/** Shown on both texts; bump it whenever either text changes. */
export const POLICY_UPDATED = 'November 25, 2026';
