import { FlagIcon } from 'lucide-react';
import { Button } from '@sidequest/web-ui';

/**
 * Every milestone ticked, but the reflection was skipped or closed: the quest is not finished until the person
 * says so, so this offers the reflection again. Absent when there is nothing to finish.
 */
export function FinishQuest({ onFinish }: { onFinish?: () => void }) {
  if (!onFinish) return null;
  return (
    <div className="finish-quest">
      <p className="finish-quest__text">Every milestone is ticked. Finish the quest to move it to your quest log.</p>
      <Button type="button" variant="secondary" onClick={onFinish}>
        <FlagIcon size={16} aria-hidden="true" />
        Finish quest
      </Button>
    </div>
  );
}
