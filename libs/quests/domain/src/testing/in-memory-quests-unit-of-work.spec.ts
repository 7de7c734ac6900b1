import { unitOfWorkContract } from '@sidequest/kernel/testing';
import { InMemoryQuestsStore } from './in-memory-quests';

unitOfWorkContract('quests in memory', () => {
  const store = new InMemoryQuestsStore();
  return {
    uow: store,
    write: (userId) => store.status.markCompleted(userId),
    written: async () => [...store.completed],
  };
});
