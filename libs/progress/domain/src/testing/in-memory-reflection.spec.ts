import { InMemoryReflectionRepository } from './in-memory-reflection.repository';
import { reflectionRepositoryContract } from './reflection-repository.contract';

reflectionRepositoryContract('in memory', () => new InMemoryReflectionRepository());
