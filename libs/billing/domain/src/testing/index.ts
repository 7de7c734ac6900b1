export * from './in-memory-billing';
export * from './billing-repositories.contract';
export * from './payment-gateway.contract';
export * from './billing-fixtures';
