import type { Result } from './result';

/**
 * Runs `work` in one transaction: whatever the adapters write inside it commits together or not at
 * all. A throw inside `work` rolls back and rethrows. A call made inside another transaction joins it.
 */
export interface UnitOfWork {
  transaction<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Runs `work` in one transaction and answers its Result: an `err` rolls the transaction back (as a
 * throw would) and is answered as is, so a use case that fails halfway leaves nothing half-saved.
 */
export async function transactionResult<T>(unitOfWork: UnitOfWork, work: () => Promise<Result<T>>): Promise<Result<T>> {
  const failed = Symbol('failed');
  let failure: Result<T> | undefined;
  try {
    return await unitOfWork.transaction(async () => {
      const result = await work();
      if (!result.ok) {
        failure = result;
        throw failed;
      }
      return result;
    });
  } catch (e) {
    if (e === failed && failure) return failure;
    throw e;
  }
}
