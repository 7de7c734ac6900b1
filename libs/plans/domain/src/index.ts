export * from './model/plan';
export * from './model/plan-editing';
export * from './model/plan-generator';
export * from './ports/plan-generator.port';
export * from './use-cases/generate-plan.use-case';
export * from './model/quest-plan';
export * from './ports/quest-plan-repository.port';
export * from './use-cases/quest-plans.use-case';
