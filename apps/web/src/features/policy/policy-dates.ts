/** Shown on both texts; bump it whenever either text changes. */
export const POLICY_UPDATED = 'November 27, 2026';
