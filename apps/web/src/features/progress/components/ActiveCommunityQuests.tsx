import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, toast } from '@sidequest/web-ui';
import { CompassIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useListActiveProgressQuery } from '../api/progress-api';
import { useToggleStep } from '../hooks/useToggleStep';
import { ActiveQuestCard } from './ActiveQuestCard';
import { ArchiveDialog } from './ArchiveDialog';
import { HeadedSection } from './HeadedSection';
import '../community-quests.css';

/** The dashboard's active community quests, with the archive of finished ones. */
export function ActiveCommunityQuests() {
  // Always fresh on arrival: a quest started on /browse-quests must be here.
  const active = useListActiveProgressQuery(undefined, { refetchOnMountOrArgChange: true });
  const { refetch } = active;
  const reload = useCallback(() => void refetch(), [refetch]);
  const toggleStep = useToggleStep(reload);

  useEffect(() => {
    if (active.isError) {
      console.error('Loading active community quests failed', active.error);
      toast({ title: 'Error', description: 'Could not load your active quests.', variant: 'destructive' });
    }
  }, [active.isError, active.error]);

  const list = active.data?.progress;
  return (
    <HeadedSection block="community-quests" title="Community Quests" aside={<ArchiveDialog />}>
      {active.isError && !list ? (
        <p className="community-quests__empty">Your community quests could not be loaded.</p>
      ) : !list ? (
        <div className="sq-card active-quest" aria-hidden="true">
          <span className="skeleton skeleton--chip" />
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ) : list.length === 0 ? (
        <div className="sq-card community-quests__empty">
          <CompassIcon size={22} aria-hidden="true" />
          <p>No community quests on the go. Pick one from the quest board: small steps, each doable in a sitting.</p>
          <Link to={paths.browseQuests} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Browse Quests
          </Link>
        </div>
      ) : (
        <ul className="community-quests__list">
          {list.map((progress) => (
            <li key={progress.quest_id}>
              <ActiveQuestCard progress={progress} onToggle={(p, i) => void toggleStep(p, i)} />
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}
