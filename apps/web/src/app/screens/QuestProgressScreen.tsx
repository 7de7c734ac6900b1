import { QuestProgressPage } from '../../features/plans/components/QuestProgressPage';
import { DoneForToday, useQuestReflection } from '../../features/progress';
import { useSession } from '../../lib/session';
import { useTryNext } from './useTryNext';

/**
 * /quest-progress with the progress feature's "Done for today" in its slot, its reflection on the last milestone,
 * and "Try next" after it.
 */
export function QuestProgressScreen() {
  const { user } = useSession();
  const tryNext = useTryNext();
  const reflection = useQuestReflection(user?.id ?? '', tryNext.onSaved);
  return (
    <>
      <QuestProgressPage checkIn={<DoneForToday />} />
      {reflection.dialog}
      {tryNext.dialog}
    </>
  );
}
