import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CommunityQuestCard } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { useStartCommunityQuestMutation } from '../api/browse-api';
import { START_FAILURE_TOASTS, startFailureOf } from '../start-error';

/** Start: the server decides whether a free place is left; on success the user stays on the board, told by a toast. */
export function useStartQuest() {
  const navigate = useNavigate();
  const [start] = useStartCommunityQuestMutation();
  const [startingId, setStartingId] = useState<string | null>(null);
  const [startedId, setStartedId] = useState<string | null>(null);

  const startQuest = useCallback(
    async (quest: CommunityQuestCard) => {
      if (quest.started) return;
      setStartingId(quest.quest_id);
      try {
        await start({ questId: quest.quest_id }).unwrap();
        setStartedId(quest.quest_id);
        toast({
          title: 'Quest Started!',
          description: `${quest.title} has been added to your dashboard`,
          variant: 'success',
        });
      } catch (error) {
        const failure = startFailureOf(error);
        if (failure === 'unexpected') console.error('Starting a community quest failed', error);
        toast(START_FAILURE_TOASTS[failure]);
        if (failure === 'unauthenticated') void navigate(paths.auth);
      } finally {
        setStartingId(null);
      }
    },
    [navigate, start],
  );
  return { startQuest, startingId, startedId };
}
