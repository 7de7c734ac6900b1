export * from './model/plan';
export * from './model/plan-editing';
export * from './model/plan-generator';
export * from './model/milestone-progress.entity';
export * from './ports/plan-generator.port';
export * from './ports/milestone-progress-repository.port';
export * from './use-cases/generate-plan.use-case';
