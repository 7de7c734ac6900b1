import { QuestProgressPage } from '../../features/plans/components/QuestProgressPage';
import { DoneForToday } from '../../features/progress';

/** /quest-progress with the progress feature's "Done for today" in its slot. */
export function QuestProgressScreen() {
  return <QuestProgressPage checkIn={<DoneForToday />} />;
}
