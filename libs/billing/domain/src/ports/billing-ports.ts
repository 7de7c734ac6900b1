import type { Clock, UnitOfWork } from '@sidequest/kernel';
import type { EntitlementRepository } from './entitlement-repository.port';
import type { LiveAccounts } from './live-accounts.port';
import type { PaymentGateway } from './payment-gateway.port';
import type { ProcessedEventRepository } from './processed-event-repository.port';

/** Every port of buildBillingUseCases; the webhook handler needs them all. */
export interface BillingPorts {
  /** Stripe, the local test checkout or none (BILLING=disabled). */
  gateway: PaymentGateway;
  entitlements: EntitlementRepository;
  processedEvents: ProcessedEventRepository;
  unitOfWork: UnitOfWork;
  accounts: LiveAccounts;
  clock: Clock;
}
