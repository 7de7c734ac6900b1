import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../unit-of-work';

export interface UnitOfWorkUnderTest {
  uow: UnitOfWork;
  /** Writes one row (through the adapters the unit of work spans). */
  write(value: string): Promise<void>;
  /** The rows written and kept, as a fresh read sees them. */
  written(): Promise<string[]>;
}

/** The transaction every use case relies on, for the in-memory stores and MikroORM on Postgres alike. */
export function unitOfWorkContract(name: string, setup: () => UnitOfWorkUnderTest | Promise<UnitOfWorkUnderTest>) {
  describe(`UnitOfWork contract: ${name}`, () => {
    const value = () => `row-${crypto.randomUUID()}`;

    it("keeps the work's writes and answers its value", async () => {
      const { uow, write, written } = await setup();
      const [a, b] = [value(), value()];
      const answer = await uow.transaction(async () => {
        await write(a);
        await write(b);
        return 42;
      });
      expect(answer).toBe(42);
      expect(await written()).toEqual(expect.arrayContaining([a, b]));
    });

    it('keeps none of the writes of work that throws, rethrows the same error, and leaves earlier writes alone', async () => {
      const { uow, write, written } = await setup();
      const [kept, lost1, lost2] = [value(), value(), value()];
      await uow.transaction(() => write(kept));
      const failure = new Error('the last write failed');
      await expect(
        uow.transaction(async () => {
          await write(lost1);
          await write(lost2);
          throw failure;
        }),
      ).rejects.toBe(failure);
      const rows = await written();
      expect(rows).toContain(kept);
      expect(rows).not.toContain(lost1);
      expect(rows).not.toContain(lost2);
    });

    it('joins a transaction already open: the inner work commits or rolls back with the outer', async () => {
      const { uow, write, written } = await setup();
      const [inner, outer, after] = [value(), value(), value()];
      const failure = new Error('the outer work failed');
      await expect(
        uow.transaction(async () => {
          await uow.transaction(() => write(inner));
          await write(outer);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await written()).not.toContain(inner);
      expect(await written()).not.toContain(outer);
      await uow.transaction(async () => {
        await uow.transaction(() => write(inner));
        await write(after);
      });
      expect(await written()).toEqual(expect.arrayContaining([inner, after]));
    });
  });
}
