import { DomainError, err, type Result } from '@sidequest/kernel';
import type { EntitlementRepository } from '../ports/entitlement-repository.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import { BILLING_DISABLED } from '../disabled/disabled-payment.gateway';
import { providerCall } from './provider-call';

export const NO_BILLING_ACCOUNT = 'There is no subscription to manage yet.';

/** customer-portal: a fresh portal session for the user's own customer, on demand. */
export class CreatePortalSession {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly entitlements: EntitlementRepository,
  ) {}

  async execute(input: { userId: string }): Promise<Result<{ url: string }>> {
    if (this.gateway.mode === 'disabled') return err(new DomainError('unavailable', BILLING_DISABLED));
    const customerId = (await this.entitlements.findByUser(input.userId))?.customerId;
    if (!customerId) return err(new DomainError('not_found', NO_BILLING_ACCOUNT));
    return providerCall(() => this.gateway.createPortal(customerId));
  }
}
