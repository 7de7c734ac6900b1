import { InMemoryOccupationsItems } from './in-memory-occupations-items';
import { occupationsItemRepositoryContract } from './occupations-item-repository.contract';

occupationsItemRepositoryContract('InMemoryOccupationsItems', () => new InMemoryOccupationsItems());
