import type { UserRepository } from '../ports/user-repository.port';

/** Where to mail a person: what other contexts (progress's reminders) ask accounts for. Null when the account is gone. */
export class FindAccountEmail {
  constructor(private readonly deps: { users: Pick<UserRepository, 'findById'> }) {}

  async execute(input: { userId: string }): Promise<string | null> {
    return (await this.deps.users.findById(input.userId))?.email ?? null;
  }
}

/** Where to mail many people (the reminder scheduler's batch), in one read: addresses keyed by user id, unknown ones absent. */
export class FindAccountEmails {
  constructor(private readonly deps: { users: Pick<UserRepository, 'findEmails'> }) {}

  execute(input: { userIds: readonly string[] }): Promise<Map<string, string>> {
    return this.deps.users.findEmails(input.userIds);
  }
}
