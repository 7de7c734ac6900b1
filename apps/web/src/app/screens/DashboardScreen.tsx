import { DashboardPage } from '../../features/quests/components/DashboardPage';
import { ActiveCommunityQuests } from '../../features/progress';

/** The dashboard with the progress feature's active community quests in its slot (features never import each other). */
export function DashboardScreen() {
  return <DashboardPage communityQuests={<ActiveCommunityQuests />} />;
}
