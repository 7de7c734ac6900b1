export * from './signed-event';
