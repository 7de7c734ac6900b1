export * from './ports/reminder-repository.port';
export * from './ports/reminder-links.port';
export * from './ports/reminder-channel.port';
export * from './ports/person-progress.port';

export * from './use-cases/reminders.use-cases';
export * from './use-cases/send-due-reminders.use-case';
export * from './use-cases/use-reminder-link.use-case';

export * from './reminders-use-cases';
export * from './reminder-schedule';
