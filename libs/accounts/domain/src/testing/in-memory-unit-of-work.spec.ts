import { unitOfWorkContract } from '@sidequest/kernel/testing';
import { InMemoryUnitOfWork } from './in-memory-repositories';
import { InMemoryAccountsStore } from './in-memory-store';

unitOfWorkContract('accounts in memory', () => {
  const store = new InMemoryAccountsStore();
  const table = store.table<string>();
  return {
    uow: new InMemoryUnitOfWork(store),
    write: async (value) => void table.rows.set(value, value),
    written: async () => table.values(),
  };
});
