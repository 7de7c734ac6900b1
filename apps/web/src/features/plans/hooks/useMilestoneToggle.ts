import type { ReactNode } from 'react';
import { toast } from '@sidequest/web-ui';
import { milestoneCelebration, useCelebration } from '../../../lib/celebrate';
import { useToggleMilestoneMutation } from '../../../lib/quests';

/**
 * Ticks and reopens a milestone, saved on the server (not only in this browser: progress follows the user to any device).
 * A milestone newly ticked is celebrated once the server has it (the quest's last one: the quest's own celebration);
 * render `celebration` once, for its live region.
 */
export function useMilestoneToggle(
  userId: string,
  questId: string,
): {
  toggle: (index: number, completed: boolean, before: readonly number[], total: number) => Promise<void>;
  celebration: ReactNode;
} {
  const [toggleMilestone] = useToggleMilestoneMutation();
  const { celebrate, node: celebration } = useCelebration();
  const toggle = async (index: number, completed: boolean, before: readonly number[], total: number) => {
    const origin = document.activeElement?.getBoundingClientRect() ?? null;
    try {
      await toggleMilestone({ userId, questId, index, completed }).unwrap();
      toast({
        title: completed ? 'Milestone completed!' : 'Milestone reopened.',
        variant: completed ? 'success' : 'default',
      });
      const reached = milestoneCelebration(before, index, completed, total);
      if (reached) celebrate(reached, { origin });
    } catch {
      toast({ title: 'Error', description: 'Could not update your progress.', variant: 'destructive' });
    }
  };
  return { toggle, celebration };
}
