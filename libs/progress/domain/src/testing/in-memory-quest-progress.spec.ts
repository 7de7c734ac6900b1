import { InMemoryQuestProgress } from './in-memory-quest-progress';
import { questProgressRepositoryContract } from './quest-progress-repository.contract';

questProgressRepositoryContract('in memory', () => new InMemoryQuestProgress());
