export * from './in-memory-community-quests';
export * from './in-memory-community-quest-board';
export * from './in-memory-quest-progress';
export * from './in-memory-milestone-progress.repository';
export * from './quest-progress-repository.contract';
export * from './community-quest-board.contract';
export * from './milestone-progress-repository.contract';
