import { unitOfWorkContract } from '@sidequest/kernel/testing';
import { InMemoryFeedbackStore } from './in-memory-feedback';

unitOfWorkContract('feedback in memory', () => {
  const store = new InMemoryFeedbackStore();
  return {
    uow: store,
    write: (value) =>
      store.enqueue({
        messageId: value,
        source: 'feedback',
        kind: 'feedback',
        subject: 'Feedback',
        text: value,
        attachments: [],
      }),
    written: async () => store.outbox.map((mail) => mail.messageId),
  };
});
