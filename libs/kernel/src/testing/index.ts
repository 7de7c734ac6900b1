export * from './unit-of-work.contract';
