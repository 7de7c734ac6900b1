export { RemindersModule, RemindersWorkerModule, type RemindersModuleOptions } from './reminders.module';
export { RemindProcessor } from './jobs/remind.processor';
export { DUE_REMINDERS_STATEMENT } from './persistence/mikro-orm-reminder.repository';
export { remindersContext } from './reminders.context';
export { remindersMigrations } from './persistence/reminders.migrations';
export { remindersEntitySchemas } from './persistence/reminders.schemas';
export { ReminderDaySettingsModule } from './progress/reminder-day-settings';
