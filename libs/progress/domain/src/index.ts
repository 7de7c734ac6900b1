export * from './model/community-quest';
export * from './model/quest-progress.entity';
export * from './model/progress-view';
export * from './model/milestone-progress.entity';

export * from './ports/community-quest-repository.port';
export * from './ports/quest-progress-repository.port';
export * from './ports/milestone-progress-repository.port';
export * from './ports/current-quest.port';
export * from './ports/check-in-repository.port';
export * from './ports/award-repository.port';
export * from './awards/awards';
export * from './use-cases/get-progression.use-case';
export * from './ports/reflection-repository.port';
export * from './ports/started-quest.port';
export * from './ports/day-settings.port';

export * from './use-cases/start-community-quest.use-case';
export * from './use-cases/toggle-quest-step.use-case';
export * from './use-cases/list-active-progress.use-case';
export * from './use-cases/list-archive.use-case';
export * from './use-cases/toggle-milestone.use-case';
export * from './use-cases/daily-loop.use-cases';
export * from './use-cases/reflections.use-cases';
export * from './reflections/reflection';
export * from './use-cases/read-person-days.use-case';

export * from './progress-use-cases';
export * from './daily';
