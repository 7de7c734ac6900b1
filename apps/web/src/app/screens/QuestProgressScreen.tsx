import { QuestProgressPage } from '../../features/plans/components/QuestProgressPage';
import { DoneForToday, useQuestReflection, useTodayStepDay } from '../../features/progress';
import { useSession } from '../../lib/session';
import { useTryNext } from './useTryNext';

/**
 * /quest-progress with the progress feature's "Done for today" in its slot, today's step's day for the calendar export, its reflection on the last milestone,
 * and "Try next" after it.
 */
export function QuestProgressScreen() {
  const { user } = useSession();
  const tryNext = useTryNext();
  const reflection = useQuestReflection(user?.id ?? '', tryNext.onSaved);
  const todayStepDay = useTodayStepDay();
  return (
    <>
      <QuestProgressPage checkIn={<DoneForToday />} todayStepDay={todayStepDay} />
      {reflection.dialog}
      {tryNext.dialog}
    </>
  );
}
