import { useMemo } from 'react';
import type { DailyLoopResponse } from '@sidequest/contracts';
import { FlameIcon } from 'lucide-react';
import { browserTimeZone, useGetDailyLoopQuery } from '../api/daily-api';
import { DoneForToday } from './DoneForToday';
import '../daily.css';

/** The Today card's part of the daily loop: Done for today (or Undo), this week against its goal, and the streak. */
export function TodayStatus() {
  const timeZone = useMemo(browserTimeZone, []);
  const daily = useGetDailyLoopQuery(timeZone, { refetchOnMountOrArgChange: true });
  return (
    <div className="today-status">
      <DoneForToday />
      {daily.data && <WeekAndStreak loop={daily.data} />}
    </div>
  );
}

/** "This week: 2 of 5: 3 more keeps your streak", the rule said before it acts, and the weeks kept so far. */
export function WeekAndStreak({ loop }: { loop: DailyLoopResponse }) {
  const week = loop.heatmap.weeks.find((w) => w.current);
  const goal = week?.goal ?? loop.weekly_goal;
  const count = week?.count ?? 0;
  const left = Math.max(0, goal - count);
  return (
    <div className="today-status__facts">
      <p className="today-status__week">
        <strong>
          This week: {count} of {goal}
        </strong>
        {left > 0 ? `: ${left} more keeps your streak` : ': your streak is kept this week ✓'}
      </p>
      <p className="today-status__streak">
        <FlameIcon size={16} aria-hidden="true" />
        {loop.streak === 0
          ? 'Your streak starts with this week'
          : `${loop.streak} ${loop.streak === 1 ? 'week' : 'weeks'} in a row`}
      </p>
    </div>
  );
}
