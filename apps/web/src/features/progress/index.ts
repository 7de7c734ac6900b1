export { ActiveCommunityQuests } from './components/ActiveCommunityQuests';
export { DoneForToday } from './components/DoneForToday';
export { FinishQuest } from './components/FinishQuest';
export { TodayStatus } from './components/TodayStatus';
export { useLocalToday, useTodayStepDay } from './hooks/useTodayStepDay';
export { StreakHeatmap } from './components/StreakHeatmap';
export { QuestLog } from './components/QuestLog';
export { useQuestReflection, type QuestReflection } from './components/useQuestReflection';
export { ProgressPanel } from './components/ProgressPanel';
