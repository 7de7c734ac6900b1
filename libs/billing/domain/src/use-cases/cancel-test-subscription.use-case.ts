import { DomainError, err, type Result } from '@sidequest/kernel';
import type { LocalTestGateway } from '../local/local-test-gateway';
import type { EntitlementRepository } from '../ports/entitlement-repository.port';
import { NO_BILLING_ACCOUNT } from './create-portal-session.use-case';
import type { HandleWebhookEvent, WebhookOutcome } from './handle-webhook-event.use-case';

/** The local test portal's "Cancel" buttons, for the user's own subscription only. */
export class CancelTestSubscription {
  constructor(
    private readonly gateway: LocalTestGateway,
    private readonly entitlements: EntitlementRepository,
    private readonly webhook: HandleWebhookEvent,
  ) {}

  async execute(input: { userId: string; when: 'period_end' | 'now' }): Promise<Result<WebhookOutcome>> {
    const subscriptionId = (await this.entitlements.findByUser(input.userId))?.subscriptionId;
    if (!subscriptionId) return err(new DomainError('not_found', NO_BILLING_ACCOUNT));
    return this.webhook.execute(await this.gateway.cancelSubscription(subscriptionId, input.when));
  }
}
