/**
 * Runs `work` in one transaction: the repositories used inside it commit together or not at all.
 * A throw inside `work` rolls back and rethrows.
 */
export interface UnitOfWork {
  transaction<T>(work: () => Promise<T>): Promise<T>;
}
