import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { UserRepository } from '../ports/user-repository.port';

export interface Me {
  user: { id: string; email: string };
  profile: { onboardingCompleted: boolean };
}

/** The signed-in user's own account and profile; the id comes from the verified access token. */
export class GetMe {
  constructor(private readonly deps: { users: UserRepository; profiles: ProfileRepository }) {}

  async execute(input: { userId: string }): Promise<Result<Me>> {
    const user = await this.deps.users.findById(input.userId);
    if (!user) return err(new DomainError('unauthenticated', 'Your account no longer exists. Please sign in again.'));
    const profile = await this.deps.profiles.findByUserId(user.id);
    return ok({
      user: { id: user.id, email: user.email },
      profile: { onboardingCompleted: profile?.onboardingCompleted ?? false },
    });
  }
}
