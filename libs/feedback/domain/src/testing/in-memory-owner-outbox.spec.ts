import { InMemoryFeedbackStore } from './in-memory-feedback';
import { ownerOutboxContract } from './owner-outbox.contract';

ownerOutboxContract('in memory', () => {
  const store = new InMemoryFeedbackStore();
  return {
    outbox: store,
    transaction: (work) => store.transaction(work),
    queued: async (messageId) => {
      const found = store.outbox.find((m) => m.messageId === messageId);
      return found
        ? { subject: found.subject, text: found.text, replyTo: found.replyTo ?? null, attachments: found.attachments }
        : null;
    },
  };
});
