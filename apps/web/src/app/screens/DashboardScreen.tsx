import { ExploreNextPanel } from '../../features/explore/components/ExploreNextPanel';
import { DashboardPage } from '../../features/quests/components/DashboardPage';
import {
  ActiveCommunityQuests,
  ProgressPanel,
  QuestLog,
  StreakHeatmap,
  TodayStatus,
  useLocalToday,
  useQuestReflection,
} from '../../features/progress';
import { useSession } from '../../lib/session';
import { useTryNext } from './useTryNext';

/** The dashboard with the progress feature's parts in its slots (features never import each other). */
export function DashboardScreen() {
  const { user } = useSession();
  // "How did this quest feel?": on the last milestone ticked here, and before New Quest or Start This Quest.
  const tryNext = useTryNext();
  const reflection = useQuestReflection(user?.id ?? '', tryNext.onSaved);
  const todayDate = useLocalToday();
  return (
    <>
      <DashboardPage
        communityQuests={<ActiveCommunityQuests />}
        today={<TodayStatus onFinish={reflection.askToFinish} />}
        todayDate={todayDate}
        daily={<StreakHeatmap />}
        questLog={
          <>
            <ProgressPanel />
            <QuestLog />
          </>
        }
        exploreNext={(occupation, beforeStart) => (
          <ExploreNextPanel occupation={occupation} beforeStart={beforeStart} />
        )}
        beforeSwitch={reflection.askBeforeSwitch}
      />
      {reflection.dialog}
      {tryNext.dialog}
    </>
  );
}
