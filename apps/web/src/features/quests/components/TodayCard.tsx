import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card } from '@sidequest/web-ui';
import { PartyPopperIcon, SunriseIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import type { CurrentQuestView } from '../hooks/useDashboard';

const DAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const calendarDay = new Intl.DateTimeFormat('en', { ...DAY, timeZone: 'UTC' });
const browserDay = new Intl.DateTimeFormat('en', DAY);

/** "Saturday, November 28": `date` (YYYY-MM-DD, the server's today for the person) or, until it answers, the browser's. */
export function todayLabel(date?: string): string {
  return date ? calendarDay.format(new Date(`${date}T12:00:00Z`)) : browserDay.format(new Date());
}

/** The date and the card's "Today" heading, which names its region. */
function TodayHeading({ date }: { date?: string }) {
  return (
    <>
      <p className="sq-eyebrow">
        <SunriseIcon size={14} aria-hidden="true" /> {todayLabel(date)}
      </p>
      <h2 id="today-title" className="dashboard__today-title">
        Today
      </h2>
    </>
  );
}

/**
 * The dashboard's first card: today's time on the current quest, and `status` (Done for today, this week and
 * the streak), composed in app/ from the progress feature.
 */
export function TodayCard({ quest, status, date }: { quest: CurrentQuestView; status?: ReactNode; date?: string }) {
  const minutes = quest.plan.schedule.minutes_per_day;
  return (
    <Card className="dashboard__today">
      <section aria-labelledby="today-title">
        <TodayHeading date={date} />
        <p className="dashboard__today-text">
          {minutes > 0 ? `${minutes} minutes on ` : 'Time on '}
          <Link to={paths.currentQuest} className="dashboard__today-quest">
            {quest.title}
          </Link>
        </p>
        {status}
      </section>
    </Card>
  );
}

/** Brings the other quests' list into view and puts focus on its first "Start This Quest", for keyboards too. */
function showOthers() {
  const list = document.querySelector<HTMLElement>('.dashboard__others');
  if (!list) return;
  list.scrollIntoView({
    block: 'start',
    behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
  list.querySelector<HTMLElement>('.dashboard__other-actions button:last-child')?.focus({ preventScroll: true });
}

/**
 * The Today card with no current quest (the last one finished, or none picked yet): it invites a pick instead of
 * a check-in. The person's other quests are listed below it; `finished` names the quest they just completed.
 */
export function PickNextCard({
  finished,
  hasOthers,
  onNewQuest,
  date,
}: {
  finished: { title: string } | null;
  hasOthers: boolean;
  onNewQuest: () => void;
  /** The person's today (YYYY-MM-DD), as the server counts it. */
  date?: string;
}) {
  return (
    <Card className="dashboard__today dashboard__today--pick">
      <section aria-labelledby="today-title">
        <TodayHeading date={date} />
        {finished ? (
          <p className="dashboard__today-text">
            <PartyPopperIcon size={16} aria-hidden="true" /> You finished{' '}
            <strong className="dashboard__today-quest">{finished.title}</strong>. It is in your quest log below.
          </p>
        ) : null}
        <p className="dashboard__today-text">
          {hasOthers
            ? 'Pick your next quest: one of your other quests below, or a new one.'
            : 'Pick your next quest: start a new one in two minutes.'}
        </p>
        <div className="sq-actions">
          {hasOthers ? (
            <Button variant="hero" onClick={showOthers}>
              Choose from your quests
            </Button>
          ) : null}
          <Button variant={hasOthers ? 'secondary' : 'hero'} onClick={onNewQuest}>
            Get fresh quests
          </Button>
        </div>
      </section>
    </Card>
  );
}
