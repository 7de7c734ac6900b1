/**
 * The user's data rights across every context: the adapter gathers each context's contribution
 * (the platform's user-data registry), so contexts added later are covered without changing accounts.
 */
export interface AccountDataRights {
  /** Every other context's rows about the user, by export section (e.g. `quest_progress`). */
  collect(userId: string): Promise<Record<string, unknown>>;
  /** Work outside the database that must come first (cancelling a subscription); a throw stops the deletion. */
  prepareErasure(userId: string): Promise<void>;
  /** Deletes the user's rows in every context, the mail kept for the address and the account itself; joins the caller's transaction. */
  erase(user: { id: string; email: string }): Promise<void>;
  /** When the user last signed in (the newest live sign-in), for re-authenticating a Google-only account. */
  lastSignInAt(userId: string): Promise<Date | null>;
}
