import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ReflectionEntry, SaveReflectionRequest } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { Dialog } from '@sidequest/web-ui/primitives';
import { apiErrorMessage } from '../../../lib/api-error';
import { questCelebration, useCelebration } from '../../../lib/celebrate';
import { useGetDashboardQuery } from '../../../lib/quests';
import { useGetQuestLogQuery, useSaveReflectionMutation } from '../api/reflections-api';
import { ReflectionForm, type ReflectionEnded } from './ReflectionForm';
import '../reflections.css';

interface Asking {
  questId: string;
  title: string;
  ended: ReflectionEnded;
  done: () => void;
}

export interface QuestReflection {
  /**
   * Before the person picks another quest: asks how the current one felt, and resolves once they save,
   * skip or close (a skip never blocks the switch). Resolves at once when there is nothing to ask.
   */
  askBeforeSwitch: () => Promise<void>;
  /**
   * Every milestone of the current quest is ticked, yet it is still current (the reflection was skipped or closed):
   * asks again, as finished. Undefined when there is nothing to finish.
   */
  askToFinish?: () => void;
  /** The dialog, to render once in the screen. */
  dialog: ReactNode;
}

const isDone = (current: { completed_milestones: number[]; plan_data: { milestones: unknown[] } }) => {
  const total = current.plan_data.milestones.length;
  return total > 0 && current.completed_milestones.filter((i) => i >= 0 && i < total).length >= total;
};

/**
 * "How did this quest feel?": opens when the person ticks the current quest's last milestone
 * (ended: finished), and before they pick another quest (ended: switched).
 */
export function useQuestReflection(
  userId: string,
  /** After a saved answer: "Try next", composed in app/, starts from it. */
  onSaved?: (entry: ReflectionEntry) => void,
): QuestReflection {
  const dashboard = useGetDashboardQuery(userId, { skip: !userId });
  const log = useGetQuestLogQuery(userId, { skip: !userId });
  const [save, { isLoading: saving }] = useSaveReflectionMutation();
  const [asking, setAsking] = useState<Asking | null>(null);
  const seen = useRef<{ questId: string; done: boolean } | null>(null);
  const { celebrate, node: celebration } = useCelebration();

  // The last milestone ticked while the person watches: from not done to done, on the same quest.
  const current = dashboard.currentData?.current ?? null;
  useEffect(() => {
    if (!current) {
      seen.current = null;
      return;
    }
    const done = isDone(current);
    const before = seen.current;
    seen.current = { questId: current.quest_id, done };
    const finished = questCelebration(before, seen.current);
    if (finished) {
      setAsking({ questId: current.quest_id, title: current.title, ended: 'finished', done: () => undefined });
      // Said from inside the dialog (the page behind it is hidden from screen readers), once its region is there.
      celebrate(finished, { delay: 250 });
    }
  }, [current, celebrate]);

  const askBeforeSwitch = useCallback(() => {
    const quest = dashboard.currentData?.current;
    const answered = log.currentData?.entries.some((entry) => entry.quest_id === quest?.quest_id);
    if (!quest || answered) return Promise.resolve();
    return new Promise<void>((resolve) =>
      setAsking({ questId: quest.quest_id, title: quest.title, ended: 'switched', done: resolve }),
    );
  }, [dashboard.currentData, log.currentData]);

  const askToFinish =
    current && isDone(current)
      ? () => setAsking({ questId: current.quest_id, title: current.title, ended: 'finished', done: () => undefined })
      : undefined;

  const close = () => {
    asking?.done();
    setAsking(null);
  };
  const onSave = async (body: SaveReflectionRequest) => {
    try {
      const entry = await save(body).unwrap();
      toast({ title: 'Saved to your quest log', description: 'Your next quests will lean on it.', variant: 'success' });
      close();
      onSaved?.(entry);
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error) ?? 'Could not save your answer. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const dialog = (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => !open && close()}
      title="How did this quest feel?"
      description={asking ? <ReflectionIntro title={asking.title} ended={asking.ended} /> : undefined}
      size="sm"
      className="reflection-dialog"
    >
      {celebration}
      {asking && (
        <ReflectionForm
          key={`${asking.questId}/${asking.ended}`}
          questId={asking.questId}
          ended={asking.ended}
          saving={saving}
          onSave={onSave}
          onSkip={close}
        />
      )}
    </Dialog>
  );
  return { askBeforeSwitch, askToFinish, dialog };
}

function ReflectionIntro({ title, ended }: { title: string; ended: ReflectionEnded }) {
  return ended === 'finished' ? (
    <>
      You finished <strong>{title}</strong>. Three quick answers steer your next quests.
    </>
  ) : (
    <>
      Before you switch: how was <strong>{title}</strong>? Skip if you like; your new quest starts either way.
    </>
  );
}
