import { Injectable } from '@nestjs/common';

/**
 * A context's part in the user's data rights. Each context that stores rows about a user registers
 * one (in its module's onModuleInit), so export and account deletion cover contexts added later.
 */
export interface UserDataContributor {
  /** The context's name, for errors and logs. */
  readonly name: string;
  /** This context's export sections, e.g. `{ quest_progress: [...] }`, merged into the export. */
  exportUserData(userId: string): Promise<Record<string, unknown>>;
  /** Work outside the database before the deletion transaction (cancel a subscription); a throw stops the deletion. */
  prepareUserDeletion?(userId: string): Promise<void>;
  /** Deletes the context's rows of the user (by id, or by the account's address); runs inside the deletion transaction. */
  deleteUserData(userId: string, email: string): Promise<void>;
  /**
   * Goes before the contributors without it: its row is the one a request in flight locks first (a
   * reminder link holds the person's reminder settings while it checks them in), so the deletion waits
   * for that request and every delete after it sees what the request wrote.
   */
  readonly deletesFirst?: boolean;
}

/** Every registered contributor, in registration order. One per process, provided by the global DbModule. */
@Injectable()
export class UserDataRegistry {
  private readonly list: UserDataContributor[] = [];

  register(contributor: UserDataContributor): void {
    if (this.list.some((c) => c.name === contributor.name)) return;
    if (contributor.deletesFirst) this.list.unshift(contributor);
    else this.list.push(contributor);
  }

  get contributors(): readonly UserDataContributor[] {
    return this.list;
  }
}
