import { useCallback, useEffect, useRef } from 'react';
import { COMPLETED_QUEST_REFRESH_MS, type CommunityQuestProgress } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { useToggleQuestStepMutation } from '../api/progress-api';

/**
 * Saves one tick. Ticks go to the server one after another, so two quick clicks never race on the
 * same row. A quest whose last step was ticked shows "archived soon"; 1.5 s later the list reloads
 * without it (apps/e2e/src/community-journey.e2e-spec.ts).
 */
export function useToggleStep(reload: () => void) {
  const [toggle] = useToggleQuestStepMutation();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const save = useCallback(
    async (progress: CommunityQuestProgress, stepIndex: number) => {
      try {
        const saved = await toggle({ questId: progress.quest_id, stepIndex }).unwrap();
        const total = saved.quest.steps.length;
        toast({
          title: `Progress saved (${saved.completed_steps.length}/${total} quests completed)`,
          variant: 'success',
        });
        if (saved.is_completed) timers.current.push(setTimeout(reload, COMPLETED_QUEST_REFRESH_MS));
      } catch (error) {
        console.error('Saving quest progress failed', error);
        toast({ title: 'Error', description: 'Could not update your progress.', variant: 'destructive' });
      }
    },
    [reload, toggle],
  );

  return useCallback(
    (progress: CommunityQuestProgress, stepIndex: number) => {
      queue.current = queue.current.then(() => save(progress, stepIndex));
      return queue.current;
    },
    [save],
  );
}
