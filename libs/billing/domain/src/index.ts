export * from './model/subscription-snapshot';
export * from './model/entitlement.entity';
export * from './model/subscription-view';
export * from './model/billing-event';

export * from './ports/payment-gateway.port';
export * from './ports/entitlement-repository.port';
export * from './ports/processed-event-repository.port';
export * from './ports/live-accounts.port';

export * from './local/local-subscription-store';
export * from './local/local-test-gateway';
export * from './disabled/disabled-payment.gateway';

export * from './use-cases/handle-webhook-event.use-case';
export * from './use-cases/get-subscription-status.use-case';
export * from './use-cases/check-premium-access.use-case';
export * from './use-cases/create-checkout.use-case';
export * from './use-cases/create-portal-session.use-case';
export * from './use-cases/cancel-subscription-for-deletion.use-case';
export * from './use-cases/complete-test-checkout.use-case';
export * from './use-cases/cancel-test-subscription.use-case';

export * from './billing-use-cases';
