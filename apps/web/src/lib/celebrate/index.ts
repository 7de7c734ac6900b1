export { milestoneCelebration, questCelebration, reminderCheckInCelebration, streakCelebration } from './celebration';
export { useCelebration, type CelebrateOptions } from './Celebration';
