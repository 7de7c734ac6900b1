import { planGeneratorContract } from '../testing/plan-generator.contract';
import { builtInPlanGenerator } from './generate-plan.use-case';

planGeneratorContract('built-in', () => builtInPlanGenerator);
