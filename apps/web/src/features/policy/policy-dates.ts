/** Shown on both texts; bump it whenever either text changes. */
export const POLICY_UPDATED = 'November 28, 2026';
