export { milestoneCelebration, questCelebration, streakCelebration } from './celebration';
export { useCelebration, type CelebrateOptions } from './Celebration';
