import { useMemo } from 'react';
import { Button, toast } from '@sidequest/web-ui';
import { CheckIcon } from 'lucide-react';
import { apiErrorMessage } from '../../../lib/api-error';
import { streakCelebration, useCelebration } from '../../../lib/celebrate';
import {
  browserTimeZone,
  useCheckInTodayMutation,
  useGetDailyLoopQuery,
  useUndoCheckInTodayMutation,
} from '../api/daily-api';
import '../daily.css';

const until = new Intl.DateTimeFormat('en', { timeStyle: 'short' });

/** "Done for today" for the current quest; once marked, its state and an Undo until midnight. */
export function DoneForToday() {
  const timeZone = useMemo(browserTimeZone, []);
  const daily = useGetDailyLoopQuery(timeZone, { refetchOnMountOrArgChange: true });
  const [checkIn, { isLoading: marking }] = useCheckInTodayMutation();
  const [undo, { isLoading: undoing }] = useUndoCheckInTodayMutation();
  const loop = daily.data;
  const { celebrate, node: celebration } = useCelebration();

  const fail = (error: unknown, fallback: string) =>
    toast({ title: 'Error', description: apiErrorMessage(error) ?? fallback, variant: 'destructive' });
  const mark = async (origin: DOMRect) => {
    const before = loop?.streak;
    try {
      const after = await checkIn(timeZone).unwrap();
      const grew = streakCelebration(before, after.streak, after.changed);
      if (grew) celebrate(grew, { origin });
    } catch (error) {
      fail(error, 'Could not mark today as done. Please try again.');
    }
  };
  const takeBack = async () => {
    try {
      await undo(timeZone).unwrap();
    } catch (error) {
      fail(error, 'Could not undo today’s check-in. Please try again.');
    }
  };

  if (!loop) return null;
  if (loop.checked_in_today)
    return (
      <>
        {celebration}
        <p className="daily-done" role="status">
          <span className="daily-done__state">Done for today ✓</span>
          {loop.undo_until && (
            <button type="button" className="daily-done__undo" onClick={() => void takeBack()} disabled={undoing}>
              Undo
            </button>
          )}
          {loop.undo_until && (
            <span className="sq-visually-hidden">
              {' '}
              (undo until <time dateTime={loop.undo_until}>{until.format(new Date(loop.undo_until))}</time>)
            </span>
          )}
        </p>
      </>
    );
  if (!loop.quest_id) return null;
  return (
    <>
      {celebration}
      <Button
        variant="primary"
        onClick={(event) => void mark(event.currentTarget.getBoundingClientRect())}
        disabled={marking}
      >
        <CheckIcon size={16} aria-hidden="true" /> Done for today
      </Button>
    </>
  );
}
