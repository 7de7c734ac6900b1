import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { BillingModule, type BillingModuleOptions } from './billing.module';
import { billingMigrations } from './persistence/billing.migrations';

/** Billing as one context: its module and tables. Webhooks are handled in the request (no jobs yet). */
export const billingContext = (options: BillingModuleOptions): ContextModule =>
  defineContext({ name: 'billing', module: BillingModule.forRoot(options), migrations: billingMigrations });
