import { DashboardPage } from '../../features/quests/components/DashboardPage';
import { ActiveCommunityQuests, DoneForToday, StreakHeatmap } from '../../features/progress';

/** The dashboard with the progress feature's parts in its slots (features never import each other). */
export function DashboardScreen() {
  return (
    <DashboardPage communityQuests={<ActiveCommunityQuests />} checkIn={<DoneForToday />} daily={<StreakHeatmap />} />
  );
}
