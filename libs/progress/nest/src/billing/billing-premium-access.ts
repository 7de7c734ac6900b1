import { Injectable } from '@nestjs/common';
import { CheckPremiumAccess } from '@sidequest/billing-domain';
import type { PremiumAccess } from '@sidequest/progress-domain';

/** Progress's PremiumAccess port over billing's public use case (provided by the billing module). */
@Injectable()
export class BillingPremiumAccess implements PremiumAccess {
  constructor(private readonly checkPremiumAccess: CheckPremiumAccess) {}

  isSubscribed(userId: string): Promise<boolean> {
    return this.checkPremiumAccess.execute({ userId });
  }
}
