export * from './in-memory-occupations-items';
export * from './occupations-item-repository.contract';
