import { err, type Result } from '@sidequest/kernel';
import type { LocalTestGateway } from '../local/local-test-gateway';
import type { HandleWebhookEvent, WebhookOutcome } from './handle-webhook-event.use-case';

/** The local test checkout's "Subscribe" button: the event goes through the webhook path. */
export class CompleteTestCheckout {
  constructor(
    private readonly gateway: LocalTestGateway,
    private readonly webhook: HandleWebhookEvent,
  ) {}

  async execute(input: { userId: string; sessionId: string }): Promise<Result<WebhookOutcome>> {
    const event = await this.gateway.completeCheckout(input.sessionId, input.userId);
    if (!event.ok) return err(event.error);
    return this.webhook.execute(event.value);
  }
}
