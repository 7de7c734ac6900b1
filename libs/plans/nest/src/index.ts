export { PlansModule } from './plans.module';
export { plansContext } from './plans.context';
export { LlmPlanGenerator } from './llm/llm-plan.generator';
export { plansMigrations } from './persistence/plans.migrations';
export { plansEntitySchemas } from './persistence/plans.schemas';
