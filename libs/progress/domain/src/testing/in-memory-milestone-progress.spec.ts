import { InMemoryMilestoneProgressRepository } from './in-memory-milestone-progress.repository';
import { milestoneProgressRepositoryContract } from './milestone-progress-repository.contract';

milestoneProgressRepositoryContract('in memory', () => new InMemoryMilestoneProgressRepository());
