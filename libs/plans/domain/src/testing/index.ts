// Plans' test doubles. Milestone ticks and their in-memory store live in progress ('@sidequest/progress-domain/testing').
export * from './in-memory-quest-plans';
export * from './plan-generator.contract';
export * from './quest-plan-repository.contract';
