import { err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
import { renderSupportMail } from '../model/owner-mail';
import { SupportMessage } from '../model/support-message.entity';
import type { SupportMessageRepository } from '../ports/message-repositories.port';
import type { OwnerOutbox } from '../ports/owner-outbox.port';
import type { UnitOfWork } from '@sidequest/kernel';
import type { OwnerMessageThrottle } from '../services/owner-message-throttle';

export interface SubmitSupportMessageDeps {
  messages: SupportMessageRepository;
  outbox: OwnerOutbox;
  unitOfWork: UnitOfWork;
  throttle: OwnerMessageThrottle;
  ids: IdGenerator;
  clock: Clock;
}

/** The support form: stored with its owner mail (Reply-To the sender) in one transaction. */
export class SubmitSupportMessage {
  constructor(private readonly deps: SubmitSupportMessageDeps) {}

  async execute(input: {
    name: string;
    email: string;
    message: string;
    clientAddress: string;
    senderUserId?: string | null;
    /** The signed-in sender's account address (from their session), or null when signed out. */
    senderEmail?: string | null;
  }): Promise<Result<{ id: string }>> {
    const { deps } = this;
    const message = SupportMessage.create({
      id: deps.ids.next(),
      senderUserId: input.senderUserId,
      name: input.name,
      email: input.email,
      message: input.message,
      now: deps.clock.now(),
    });
    if (!message.ok) return err(message.error);
    const allowed = await deps.throttle.check(input.clientAddress);
    if (!allowed.ok) return err(allowed.error);

    await deps.unitOfWork.transaction(async () => {
      await deps.messages.add(message.value);
      await deps.outbox.enqueue(
        renderSupportMail(message.value, input.senderUserId ? (input.senderEmail ?? null) : null),
      );
    });
    return ok({ id: message.value.id });
  }
}
