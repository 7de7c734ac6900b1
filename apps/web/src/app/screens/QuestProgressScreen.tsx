import { QuestProgressPage } from '../../features/plans/components/QuestProgressPage';
import { DoneForToday, useQuestReflection } from '../../features/progress';
import { useSession } from '../../lib/session';

/** /quest-progress with the progress feature's "Done for today" in its slot, and its reflection on the last milestone. */
export function QuestProgressScreen() {
  const { user } = useSession();
  const reflection = useQuestReflection(user?.id ?? '');
  return (
    <>
      <QuestProgressPage checkIn={<DoneForToday />} />
      {reflection.dialog}
    </>
  );
}
