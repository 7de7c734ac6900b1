export { ActiveCommunityQuests } from './components/ActiveCommunityQuests';
export { DoneForToday } from './components/DoneForToday';
export { StreakHeatmap } from './components/StreakHeatmap';
