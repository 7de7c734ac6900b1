import { MutableEntity } from '@sidequest/kernel';

export interface ProfileProps {
  userId: string;
  onboardingCompleted: boolean;
  updatedAt: Date;
}

/** A `profiles` row: created with the account, completed by onboarding. */
export class Profile extends MutableEntity<ProfileProps>() {
  private constructor(props: ProfileProps) {
    super(props);
  }

  static startFor(userId: string, now: Date): Profile {
    return new Profile({ userId, onboardingCompleted: false, updatedAt: now });
  }

  static restore(props: ProfileProps): Profile {
    return new Profile(props);
  }

  completeOnboarding(now: Date): void {
    this.props.onboardingCompleted = true;
    this.props.updatedAt = now;
  }
}
