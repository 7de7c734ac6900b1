export interface ProfileProps {
  userId: string;
  onboardingCompleted: boolean;
  updatedAt: Date;
}

/** A `profiles` row: created with the account, completed by onboarding. */
export class Profile {
  private constructor(private props: ProfileProps) {}

  static startFor(userId: string, now: Date): Profile {
    return new Profile({ userId, onboardingCompleted: false, updatedAt: now });
  }

  static restore(props: ProfileProps): Profile {
    return new Profile({ ...props });
  }

  get userId(): string {
    return this.props.userId;
  }
  get onboardingCompleted(): boolean {
    return this.props.onboardingCompleted;
  }

  completeOnboarding(now: Date): void {
    this.props.onboardingCompleted = true;
    this.props.updatedAt = now;
  }

  snapshot(): ProfileProps {
    return { ...this.props };
  }
}
