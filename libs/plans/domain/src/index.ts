export * from './model/plan';
export * from './model/plan-editing';
export * from './model/plan-generator';
export * from './ports/plan-generator.port';
export * from './use-cases/generate-plan.use-case';
