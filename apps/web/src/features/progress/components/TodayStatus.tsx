import { useMemo } from 'react';
import type { DailyLoopResponse } from '@sidequest/contracts';
import { FlameIcon } from 'lucide-react';
import { browserTimeZone, useGetDailyLoopQuery } from '../api/daily-api';
import { DoneForToday } from './DoneForToday';
import { FinishQuest } from './FinishQuest';
import '../daily.css';

/**
 * The Today card's part of the daily loop: today's step, Done for today (or Undo), Finish quest, this week
 * against its goal, and the streak. `onFinish` is given when every milestone is ticked and the quest is not
 * finished yet (useQuestReflection's `askToFinish`).
 */
export function TodayStatus({ onFinish }: { onFinish?: () => void } = {}) {
  const timeZone = useMemo(browserTimeZone, []);
  const daily = useGetDailyLoopQuery(timeZone, { refetchOnMountOrArgChange: true });
  return (
    <div className="today-status">
      {daily.data?.today_step && <TodaysStep step={daily.data.today_step} />}
      <DoneForToday />
      <FinishQuest onFinish={onFinish} />
      {daily.data && <WeekAndStreak loop={daily.data} />}
    </div>
  );
}

type Step = NonNullable<DailyLoopResponse['today_step']>;

/** "Today's step (day 3 of 20): …": what to do in today's minutes; marked done once today is checked in. */
export function TodaysStep({ step }: { step: Step }) {
  return (
    <div className={`today-step${step.done ? ' today-step--done' : ''}`}>
      <p className="today-step__label">
        <strong>Today’s step</strong>{' '}
        <span className="today-step__day">
          (day {step.day} of {step.of}, {step.minutes} min)
        </span>
        {step.done && (
          <span className="today-step__state">{step.plan_done ? ' · every step done ✓' : ' · done ✓'}</span>
        )}
      </p>
      <p className="today-step__text">{step.text}</p>
    </div>
  );
}

const weekdayName = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' });

/** "You joined on Wednesday, so your first week asks for 3 days": why a newcomer's first week asks for fewer. */
export function firstWeekNote(firstWeek: DailyLoopResponse['first_week']): string | null {
  if (!firstWeek) return null;
  const day = weekdayName.format(new Date(`${firstWeek.joined_on}T00:00:00Z`));
  return `You joined on ${day}, so your first week asks for ${firstWeek.goal} ${firstWeek.goal === 1 ? 'day' : 'days'}.`;
}

/**
 * "This week: 2 of 5: 3 more keeps your streak", the rule said before it acts (and, in a newcomer's first
 * week, why it asks for fewer days), and the weeks kept so far.
 */
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
      {firstWeekNote(loop.first_week) && <p className="today-status__first-week">{firstWeekNote(loop.first_week)}</p>}
      <p className="today-status__streak">
        <FlameIcon size={16} aria-hidden="true" />
        {loop.streak === 0
          ? 'Your streak starts with this week'
          : `${loop.streak} ${loop.streak === 1 ? 'week' : 'weeks'} in a row`}
      </p>
    </div>
  );
}
