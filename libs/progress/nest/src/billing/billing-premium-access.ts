import { Injectable } from '@nestjs/common';
import { CheckPremiumAccess } from '@sidequest/billing-domain';
import type { PremiumAccess } from '@sidequest/quests-domain';

/** The PremiumAccess port (quests') for progress's start over billing's public use case (exported by the billing module, which the composition root imports into progress's). */
@Injectable()
export class BillingPremiumAccess implements PremiumAccess {
  constructor(private readonly checkPremiumAccess: CheckPremiumAccess) {}

  isSubscribed(userId: string): Promise<boolean> {
    return this.checkPremiumAccess.execute({ userId });
  }
}
