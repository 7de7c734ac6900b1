import { checkInRepositoryContract } from './check-in-repository.contract';
import { InMemoryCheckInRepository } from './in-memory-check-in.repository';

checkInRepositoryContract('in memory', () => new InMemoryCheckInRepository());
