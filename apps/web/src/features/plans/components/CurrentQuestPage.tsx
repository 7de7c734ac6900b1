import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, EmptyState, PageHeader } from '@sidequest/web-ui';
import { Checkbox, Progress } from '@sidequest/web-ui/primitives';
import { SwordsIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useGetDashboardQuery, type Dashboard } from '../../../lib/quests';
import { CurrentQuestSkeleton } from '../../../lib/quests/QuestViews';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMilestoneToggle } from '../hooks/useMilestoneToggle';
import { ScheduleCard } from './ScheduleCard';
import '../current-quest.css';

/** /current-quest: percent progress, the milestone checklist and the schedule card with Add to Calendar. */
/**
 * `checkIn` is the "Done for today" control and `todayStepDay` the plan day of today's step (the calendar's
 * first session carries it), both composed in app/ from the progress feature.
 */
export function CurrentQuestPage({ checkIn, todayStepDay }: { checkIn?: ReactNode; todayStepDay?: number } = {}) {
  useDocumentTitle('Current Quest');
  const navigate = useNavigate();
  const { user } = useSession();
  const { currentData, isError } = useGetDashboardQuery(user?.id ?? '', { skip: !user });

  if (!user) return null; // RequireSession sends visitors to /auth
  const current = currentData?.current;
  return (
    <div className="page progress-page">
      <PageHeader
        eyebrow="Current Quest"
        title="Quest Progress"
        description="See how far you have come, one milestone at a time."
      />
      {!currentData && !isError ? (
        <CurrentQuestSkeleton className="progress-page__card" status="Loading your quest" />
      ) : !current ? (
        <EmptyState
          icon={<SwordsIcon size={26} />}
          title="No Active Quest"
          description={<p>Choose a quest on your dashboard to start tracking its milestones here.</p>}
        >
          <Button variant="secondary" onClick={() => navigate(paths.dashboard)}>
            Return to Dashboard
          </Button>
        </EmptyState>
      ) : (
        <ActiveQuest userId={user.id} current={current} checkIn={checkIn} todayStepDay={todayStepDay} />
      )}
    </div>
  );
}

function ActiveQuest({
  userId,
  current,
  checkIn,
  todayStepDay,
}: {
  userId: string;
  current: NonNullable<Dashboard['current']>;
  checkIn?: ReactNode;
  todayStepDay?: number;
}) {
  const { toggle, celebration } = useMilestoneToggle(userId, current.quest_id);
  const done = new Set(current.completed_milestones);
  const milestones = current.plan_data.milestones;
  return (
    <div className="progress-page__grid">
      <Card highlight className="progress-page__card">
        <section aria-labelledby="progress-quest-title">
          <h2 id="progress-quest-title" className="progress-page__title">
            {current.title}
          </h2>
          <p className="progress-page__text">{current.description}</p>
          <div className="progress-page__meter">
            <span className="progress-page__percent" aria-hidden="true">
              {current.progress_percent}%
            </span>
            <span className="progress-page__count">
              {done.size} of {milestones.length} milestones completed
            </span>
          </div>
          <Progress value={current.progress_percent} label={`Quest progress: ${current.progress_percent}%`} />
          {checkIn && <div className="progress-page__check-in">{checkIn}</div>}
          <h3 className="progress-page__heading">Milestones</h3>
          {celebration}
          <ul className="sq-stack">
            {milestones.map((m, i) => (
              <li
                key={i}
                className={
                  done.has(i) ? 'progress-page__milestone progress-page__milestone--done' : 'progress-page__milestone'
                }
              >
                <Checkbox
                  checked={done.has(i)}
                  onCheckedChange={(checked) =>
                    void toggle(i, checked, current.completed_milestones, milestones.length)
                  }
                  label={
                    <>
                      <span className="progress-page__milestone-title">{m.title}</span>
                      <span className="progress-page__milestone-meta">Day {m.due_in_days}</span>
                    </>
                  }
                />
                <p className="progress-page__milestone-text">{m.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </Card>
      <ScheduleCard
        quest={{
          questId: current.quest_id,
          title: current.title,
          description: current.description,
          plan: current.plan_data,
          fromDay: todayStepDay,
        }}
      />
    </div>
  );
}
