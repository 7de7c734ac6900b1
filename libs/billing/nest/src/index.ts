export { BillingModule } from './billing.module';
export { billingContext } from './billing.context';
export { billingMigrations } from './persistence/billing.migrations';
export { billingEntitySchemas } from './persistence/billing.schemas';
