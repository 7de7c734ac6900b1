import { billingRepositoriesContract } from './billing-repositories.contract';
import { InMemoryEntitlements, InMemoryProcessedEvents } from './in-memory-billing';

billingRepositoriesContract('in memory', async () => ({
  entitlements: new InMemoryEntitlements(),
  processedEvents: new InMemoryProcessedEvents(),
}));
