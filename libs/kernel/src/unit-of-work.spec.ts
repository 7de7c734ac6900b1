import { describe, expect, it } from 'vitest';
import { DomainError, err, ok } from './result';
import { transactionResult, type UnitOfWork } from './unit-of-work';

/** A unit of work that records whether its transaction committed or rolled back. */
function recording(): UnitOfWork & { outcomes: string[] } {
  const outcomes: string[] = [];
  return {
    outcomes,
    async transaction<T>(work: () => Promise<T>): Promise<T> {
      try {
        const value = await work();
        outcomes.push('commit');
        return value;
      } catch (e) {
        outcomes.push('rollback');
        throw e;
      }
    },
  };
}

describe('transactionResult', () => {
  it('commits an ok result and answers it', async () => {
    const uow = recording();
    expect(await transactionResult(uow, async () => ok(42))).toEqual(ok(42));
    expect(uow.outcomes).toEqual(['commit']);
  });

  it('rolls an err result back and answers it as is', async () => {
    const uow = recording();
    const failure = err(new DomainError('conflict', 'no quest'));
    expect(await transactionResult(uow, async () => failure)).toBe(failure);
    expect(uow.outcomes).toEqual(['rollback']);
  });

  it('rolls back and rethrows what the work throws', async () => {
    const uow = recording();
    await expect(transactionResult(uow, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(uow.outcomes).toEqual(['rollback']);
  });
});
