import { awardRepositoryContract } from './award-repository.contract';
import { InMemoryAwardRepository } from './in-memory-award.repository';

awardRepositoryContract('in memory', () => new InMemoryAwardRepository());
