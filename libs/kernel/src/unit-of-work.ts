/**
 * Runs `work` in one transaction: whatever the adapters write inside it commits together or not at
 * all. A throw inside `work` rolls back and rethrows. A call made inside another transaction joins it.
 */
export interface UnitOfWork {
  transaction<T>(work: () => Promise<T>): Promise<T>;
}
