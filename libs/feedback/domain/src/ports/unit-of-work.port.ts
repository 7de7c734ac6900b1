/** Runs `work` in one transaction: a throw inside rolls everything back and rethrows. */
export interface UnitOfWork {
  transaction<T>(work: () => Promise<T>): Promise<T>;
}
