import { toast } from '@sidequest/web-ui';
import { useToggleMilestoneMutation } from '../../../lib/quests';

/** Ticks and reopens a milestone, saved on the server (not only in this browser: progress follows the user to any device). */
export function useMilestoneToggle(userId: string, questId: string) {
  const [toggle] = useToggleMilestoneMutation();
  return async (index: number, completed: boolean) => {
    try {
      await toggle({ userId, questId, index, completed }).unwrap();
      toast({
        title: completed ? 'Milestone completed!' : 'Milestone reopened.',
        variant: completed ? 'success' : 'default',
      });
    } catch {
      toast({ title: 'Error', description: 'Could not update your progress.', variant: 'destructive' });
    }
  };
}
