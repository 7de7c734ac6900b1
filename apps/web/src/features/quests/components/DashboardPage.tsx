import type { ReactNode } from 'react';
import type { OccupationRef } from '@sidequest/contracts';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, EmptyState, PageHeader } from '@sidequest/web-ui';
import { CompassIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { CurrentQuestSkeleton } from '../../../lib/quests/QuestViews';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useDashboard } from '../hooks/useDashboard';
import { CurrentQuestCard } from './CurrentQuestCard';
import { OtherQuests } from './OtherQuests';
import { PickNextCard, TodayCard } from './TodayCard';
import '../dashboard.css';

export interface DashboardPageProps {
  /** The list of active community quests, composed in app/ from the progress feature. */
  communityQuests?: ReactNode;
  /** The Today card's daily loop (Done for today, this week, the streak), composed in app/ from the progress feature. */
  today?: ReactNode;
  /** The person's today (YYYY-MM-DD) as the server counts it, for the Today card's date: composed in app/ from progress. */
  todayDate?: string;
  /** The streak heatmap, composed in app/ from the progress feature; shown with a current quest. */
  daily?: ReactNode;
  /** The quest log (reflections on finished quests), composed in app/ from the progress feature. */
  questLog?: ReactNode;
  /**
   * "Explore next" beside a current (or just finished) quest about an occupation, composed in app/ from the explore feature;
   * `beforeStart` asks about the current quest before another starts.
   */
  exploreNext?: (occupation: OccupationRef, beforeStart: () => Promise<void>) => ReactNode;
  /**
   * Asked before the person picks another quest (New Quest, Start This Quest): composed in app/ from the
   * progress feature's reflection. It resolves when they answer or skip; the switch goes on either way.
   */
  beforeSwitch?: () => Promise<void>;
}

export function DashboardPage({
  communityQuests,
  today,
  todayDate,
  daily,
  questLog,
  exploreNext,
  beforeSwitch,
}: DashboardPageProps) {
  useDocumentTitle('Dashboard');
  const navigate = useNavigate();
  const { user } = useSession();
  const dashboard = useDashboard(user?.id ?? '');
  const switchTo = async (to: string) => {
    if (beforeSwitch) await beforeSwitch().catch(() => undefined);
    void navigate(to);
  };

  if (!user) return null; // RequireSession sends visitors to /auth
  if (dashboard.needsOnboarding) return <Navigate to={paths.onboarding} replace />;
  return (
    <div className="page dashboard">
      <PageHeader
        eyebrow="Dashboard"
        title="Your quests"
        description="Your current quest, its plan and the other quests waiting for you."
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(paths.browseQuests)}>
              Browse Quests
            </Button>
            <Button variant="hero" onClick={() => void switchTo(`${paths.onboarding}?redo=1`)}>
              New Quest
            </Button>
          </>
        }
      />
      {dashboard.failed ? (
        <EmptyState title="Your quest log did not load" description={<p>Check your connection and try again.</p>}>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : dashboard.current === undefined ? (
        <CurrentQuestSkeleton className="dashboard__current" status="Loading your current quest" />
      ) : dashboard.current === null && (dashboard.finished || dashboard.others?.length) ? (
        <>
          <PickNextCard
            finished={dashboard.finished}
            hasOthers={Boolean(dashboard.others?.length)}
            onNewQuest={() => void navigate(`${paths.onboarding}?redo=1`)}
            date={todayDate}
          />
          {/* Leads on from the finished quest's occupation: no current quest to ask about before a start. */}
          {dashboard.finished?.occupation && exploreNext?.(dashboard.finished.occupation, () => Promise.resolve())}
        </>
      ) : dashboard.current === null ? (
        <EmptyState
          icon={<CompassIcon size={26} />}
          title="No current quest yet"
          description={<p>Name three jobs you would love to try and pick your first quest. It takes two minutes.</p>}
        >
          <Button variant="hero" onClick={() => navigate(paths.onboarding)}>
            Begin Your First Quest
          </Button>
        </EmptyState>
      ) : (
        <>
          <TodayCard quest={dashboard.current} status={today} date={todayDate} />
          <CurrentQuestCard key={dashboard.current.questId} userId={user.id} quest={dashboard.current} />
          {dashboard.current.occupation &&
            exploreNext?.(dashboard.current.occupation, async () => {
              if (beforeSwitch) await beforeSwitch().catch(() => undefined);
            })}
          {daily}
        </>
      )}
      {communityQuests}
      <OtherQuests quests={dashboard.others} onStart={(to) => void switchTo(to)} />
      {questLog}
    </div>
  );
}
