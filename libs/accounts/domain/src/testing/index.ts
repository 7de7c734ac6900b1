export * from './in-memory-store';
export * from './in-memory-repositories';
export * from './fakes';
export * from './accounts-test-kit';
export * from './contracts/accounts-repositories.contract';
export * from './contracts/rate-limiter.contract';
export * from './contracts/account-notifier.contract';
