export * from './stripe-fake';
export * from './signed-event';
