import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@sidequest/web-ui';
import { SunriseIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import type { CurrentQuestView } from '../hooks/useDashboard';

const today = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long' });

/**
 * The dashboard's first card: today's time on the current quest, and `status` (Done for today, this week and
 * the streak), composed in app/ from the progress feature.
 */
export function TodayCard({ quest, status }: { quest: CurrentQuestView; status?: ReactNode }) {
  const minutes = quest.plan.schedule.minutes_per_day;
  return (
    <Card className="dashboard__today">
      <section aria-labelledby="today-title">
        <p className="sq-eyebrow">
          <SunriseIcon size={14} aria-hidden="true" /> {today.format(new Date())}
        </p>
        <h2 id="today-title" className="dashboard__today-title">
          Today
        </h2>
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
