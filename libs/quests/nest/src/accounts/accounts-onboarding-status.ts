import { Injectable } from '@nestjs/common';
import { OnboardingStatus } from '@sidequest/accounts-domain';
import type { OnboardingStatusPort } from '@sidequest/quests-domain';

/**
 * Quests' OnboardingStatusPort over accounts' public OnboardingStatus (accounts' module
 * exports it). It writes through the same request EntityManager, so the flag commits with the onboarding save.
 */
@Injectable()
export class AccountsOnboardingStatus implements OnboardingStatusPort {
  constructor(private readonly status: OnboardingStatus) {}

  isCompleted(userId: string): Promise<boolean> {
    return this.status.isCompleted({ userId });
  }

  markCompleted(userId: string): Promise<void> {
    return this.status.markCompleted({ userId });
  }
}
