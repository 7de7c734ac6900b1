export * from './in-memory-reminder.repository';
export * from './reminder-repository.contract';
export * from './fake-reminder-links';
export * from './reminder-settings';
export * from './reminder-channel.contract';
