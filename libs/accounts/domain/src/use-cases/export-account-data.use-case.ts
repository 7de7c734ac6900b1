import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import type { Profile } from '../model/profile.entity';
import type { User } from '../model/user.entity';
import type { AccountDataRights } from '../ports/account-data-rights.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { UserRepository } from '../ports/user-repository.port';

export interface AccountDataExport {
  user: User;
  profile: Profile | null;
  /** The other contexts' sections, as they contributed them. */
  sections: Record<string, unknown>;
}

/** "Export my data": the account, its profile and every context's rows about the user. */
export class ExportAccountData {
  constructor(
    private readonly deps: { users: UserRepository; profiles: ProfileRepository; dataRights: AccountDataRights },
  ) {}

  async execute(input: { userId: string }): Promise<Result<AccountDataExport>> {
    const user = await this.deps.users.findById(input.userId);
    if (!user) return err(new DomainError('unauthenticated', 'Your account no longer exists. Please sign in again.'));
    const [profile, sections] = await Promise.all([
      this.deps.profiles.findByUserId(user.id),
      this.deps.dataRights.collect(user.id),
    ]);
    return ok({ user, profile, sections });
  }
}
