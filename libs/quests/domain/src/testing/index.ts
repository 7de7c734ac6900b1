export * from './in-memory-quests';
export * from './quest-generator.contract';
export * from './quests-repositories.contract';
