import { DashboardPage } from '../../features/dashboard/components/DashboardPage';
import { ActiveCommunityQuests } from '../../features/community-quests';

/** The dashboard with the community feature's active quests in its slot (features never import each other). */
export function DashboardScreen() {
  return <DashboardPage communityQuests={<ActiveCommunityQuests />} />;
}
