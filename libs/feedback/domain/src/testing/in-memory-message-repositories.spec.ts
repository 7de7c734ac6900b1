import { InMemoryFeedbackStore } from './in-memory-feedback';
import { feedbackRepositoryContract, supportMessageRepositoryContract } from './message-repositories.contract';

feedbackRepositoryContract('InMemoryFeedbackStore', () => {
  const store = new InMemoryFeedbackStore();
  return {
    repository: store.feedbackRepository,
    transaction: (work) => store.transaction(work),
    stored: async (id) => store.feedback.find((m) => m.id === id) ?? null,
  };
});

supportMessageRepositoryContract('InMemoryFeedbackStore', () => {
  const store = new InMemoryFeedbackStore();
  return {
    repository: store.supportRepository,
    transaction: (work) => store.transaction(work),
    stored: async (id) => store.support.find((m) => m.id === id) ?? null,
  };
});
