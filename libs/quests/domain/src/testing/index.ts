export * from './in-memory-quests';
export * from './quest-generator.contract';
export * from './quests-repositories.contract';
export * from './in-memory-community-quest-board';
export * from './community-quest-board.contract';
export * from './fake-premium-access';
