import { CurrentQuestPage } from '../../features/plans/components/CurrentQuestPage';
import { DoneForToday, FinishQuest, useQuestReflection, useTodayStepDay } from '../../features/progress';
import { useSession } from '../../lib/session';
import { useTryNext } from './useTryNext';

/**
 * /current-quest with the progress feature's "Done for today" in its slot, today's step's day for the calendar export, its reflection on the last milestone,
 * and "Try next" after it.
 */
export function CurrentQuestScreen() {
  const { user } = useSession();
  const tryNext = useTryNext();
  const reflection = useQuestReflection(user?.id ?? '', tryNext.onSaved);
  const todayStepDay = useTodayStepDay();
  return (
    <>
      <CurrentQuestPage
        checkIn={
          <>
            <DoneForToday />
            <FinishQuest onFinish={reflection.askToFinish} />
          </>
        }
        todayStepDay={todayStepDay}
      />
      {reflection.dialog}
      {tryNext.dialog}
    </>
  );
}
