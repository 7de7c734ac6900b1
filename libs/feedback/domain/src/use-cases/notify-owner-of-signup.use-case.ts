import { ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
import { renderSignupNoticeMail } from '../model/owner-mail';
import type { OwnerOutbox } from '../ports/owner-outbox.port';

/**
 * "New sign-up: <email>" to the owner. Call it inside the sign-up's transaction so the notice is
 * stored with the account; delivery follows through the outbox.
 */
export class NotifyOwnerOfSignup {
  constructor(private readonly deps: { outbox: OwnerOutbox; ids: IdGenerator; clock: Clock }) {}

  async execute(input: { email: string; at?: Date }): Promise<Result<{ id: string }>> {
    const id = this.deps.ids.next();
    await this.deps.outbox.enqueue(
      renderSignupNoticeMail({ id, email: input.email, at: input.at ?? this.deps.clock.now() }),
    );
    return ok({ id });
  }
}
