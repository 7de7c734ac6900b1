// What onboarding (quests) and the account page (progress) share: the reminder, the saved zone, the browser's zone.
export * from './reminders-api';
export * from './time-zones';
