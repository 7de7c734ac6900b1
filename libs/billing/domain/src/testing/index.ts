export * from './in-memory-billing';
export * from './billing-repositories.contract';
