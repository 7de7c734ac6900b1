import { InMemoryQuestsStore } from './in-memory-quests';
import {
  generatedQuestRepositoryContract,
  onboardingResponseRepositoryContract,
  questSelectionRepositoryContract,
} from './quests-repositories.contract';

generatedQuestRepositoryContract('InMemoryQuestsStore', () => new InMemoryQuestsStore().generated);

questSelectionRepositoryContract('InMemoryQuestsStore', () => new InMemoryQuestsStore().selections);

onboardingResponseRepositoryContract('InMemoryQuestsStore', () => {
  const store = new InMemoryQuestsStore();
  return {
    repository: store.responseRepository,
    storedFor: async (userId) => store.responses.filter((r) => r.userId === userId),
  };
});
