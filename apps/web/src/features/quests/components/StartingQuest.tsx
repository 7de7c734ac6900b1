import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner, toast } from '@sidequest/web-ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { cacheDashboardQuest, useStartGeneratedQuestMutation } from '../../../lib/quests';

/** /onboarding?questId=…: that generated quest gets its plan and becomes current; the previous one stays listed. */
export function StartingQuest({ userId, questId }: { userId: string; questId: string }) {
  const navigate = useNavigate();
  const [start] = useStartGeneratedQuestMutation();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === questId) return; // StrictMode and re-renders: one start per quest
    started.current = questId;
    start({ questId, minutesPerDay: 30 })
      .unwrap()
      .then((dashboard) => {
        const current = dashboard.current;
        if (current) cacheDashboardQuest(userId, current);
        navigate(paths.dashboard, { replace: true });
        if (current)
          toast({
            title: 'Quest started',
            description: `${current.title} is now your current quest.`,
            variant: 'success',
          });
      })
      .catch((error: unknown) => {
        toast({
          title: 'Could not generate plan',
          description: apiErrorMessage(error) ?? 'Please try again.',
          variant: 'destructive',
        });
        navigate(paths.dashboard, { replace: true });
      });
  }, [navigate, questId, start, userId]);

  return <PageSpinner label="Starting your quest" />;
}
