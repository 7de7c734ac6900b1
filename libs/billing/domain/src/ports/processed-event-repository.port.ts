/** Webhook event ids already handled, under a unique constraint. */
export interface ProcessedEventRepository {
  has(eventId: string): Promise<boolean>;
  /** Records the id; false when it was already there (a duplicate delivery). Joins the current transaction. */
  record(eventId: string, type: string, at: Date): Promise<boolean>;
}
