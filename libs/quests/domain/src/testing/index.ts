export * from './in-memory-quests';
export * from './quest-generator.contract';
