import type { PremiumAccess } from '../community/premium-access.port';

/** Premium flags set by hand. */
export class FakePremiumAccess implements PremiumAccess {
  readonly subscribers = new Set<string>();
  async isSubscribed(userId: string): Promise<boolean> {
    return this.subscribers.has(userId);
  }
}
