import { unitOfWorkContract } from '@sidequest/kernel/testing';
import { InMemoryBillingUnitOfWork, InMemoryEntitlements, InMemoryProcessedEvents } from './in-memory-billing';

unitOfWorkContract('billing in memory', () => {
  const events = new InMemoryProcessedEvents();
  return {
    uow: new InMemoryBillingUnitOfWork(new InMemoryEntitlements(), events),
    write: async (value) => void (await events.record(value, 'probe', new Date())),
    written: async () => [...events.rows.keys()],
  };
});
