import { useNavigate } from 'react-router-dom';
import { Button, Card, toast } from '@sidequest/web-ui';
import { PlayIcon, Trash2Icon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useDeleteGeneratedQuestMutation, type Dashboard } from '../../../lib/quests';
import { QuestTextSkeleton } from '../../../lib/quests/QuestViews';

/** Other Available Quests (generated, not selected), each with delete and Start This Quest. */
export function OtherQuests({
  quests,
  onStart,
}: {
  quests: Dashboard['others'] | undefined;
  /** Goes to the plan step for that quest; the dashboard asks about the current quest first. */
  onStart?: (to: string) => void;
}) {
  const navigate = useNavigate();
  const start = onStart ?? ((to: string) => void navigate(to));
  const [remove, { isLoading, originalArgs }] = useDeleteGeneratedQuestMutation();

  const onDelete = async (id: string) => {
    try {
      await remove({ id }).unwrap();
      toast({ title: 'Quest deleted.', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to delete the quest. Please try again.', variant: 'destructive' });
    }
  };

  if (quests && quests.length === 0) return null;
  return (
    <section className="dashboard__others" aria-labelledby="other-quests-title">
      <h2 id="other-quests-title" className="dashboard__section-title">
        Other Available Quests
      </h2>
      <ul className="dashboard__other-list">
        {(quests ?? [null, null]).map((quest, i) => (
          <li key={quest?.id ?? i}>
            <Card className="dashboard__other">
              {quest ? (
                <>
                  <h3 className="dashboard__other-title">{quest.title}</h3>
                  <p className="dashboard__other-text">{quest.description}</p>
                  <div className="sq-actions dashboard__other-actions">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${quest.title}`}
                      loading={isLoading && originalArgs?.id === quest.id}
                      onClick={() => void onDelete(quest.id)}
                    >
                      <Trash2Icon size={16} aria-hidden="true" /> Delete
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => start(`${paths.onboarding}?questId=${encodeURIComponent(quest.quest_id)}`)}
                    >
                      <PlayIcon size={16} aria-hidden="true" /> Start This Quest
                    </Button>
                  </div>
                </>
              ) : (
                <div aria-hidden="true">
                  <QuestTextSkeleton />
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
