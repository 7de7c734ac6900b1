import { InMemoryQuestPlanRepository } from './in-memory-quest-plans';
import { questPlanRepositoryContract } from './quest-plan-repository.contract';

questPlanRepositoryContract('in memory', () => new InMemoryQuestPlanRepository());
