export * from './in-memory-quests';
