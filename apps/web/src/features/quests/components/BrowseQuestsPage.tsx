import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CommunityQuestCategory } from '@sidequest/contracts';
import { Button, EmptyState, PageHeader, toast } from '@sidequest/web-ui';
import { ArrowLeftIcon, MapIcon, SearchXIcon } from 'lucide-react';
import { useCheckout } from '../../../lib/billing/useBillingRedirects';
import { useSubscription } from '../../../lib/billing/useSubscription';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useListCommunityQuestsQuery } from '../api/browse-api';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useStartQuest } from '../hooks/useStartQuest';
import { BrowseFilters } from './BrowseFilters';
import { PlanNotice } from './PlanNotice';
import { QuestCard } from './QuestCard';
import { QuestGridSkeleton } from './QuestGridSkeleton';
import '../browse.css';

const SEARCH_DEBOUNCE_MS = 250;

const questsFound = (count: number) => `${count} ${count === 1 ? 'quest' : 'quests'} found`;

export function BrowseQuestsPage() {
  useDocumentTitle('Community Quests');
  const navigate = useNavigate();
  const [searchInput, setSearchInput] = useState('');
  const [category, setCategory] = useState<CommunityQuestCategory | ''>('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const filter = useMemo(() => ({ search, category }), [search, category]);

  const { subscribed, billingDisabled, isLoading: checkingPlan } = useSubscription();
  const { startCheckout, isStarting } = useCheckout();
  const list = useListCommunityQuestsQuery({ ...filter, subscribed }, { skip: checkingPlan });
  const { startQuest, startingId, startedId } = useStartQuest();

  useEffect(() => {
    if (list.isError) {
      console.error('Loading community quests failed', list.error);
      toast({ title: 'Error loading quests.', variant: 'destructive' });
    }
  }, [list.isError, list.error]);

  // The previous results stay (dimmed) while a new search loads, so the grid does not jump.
  const quests = list.data?.quests;
  const clearFilters = () => {
    setSearchInput('');
    setCategory('');
  };

  return (
    <div className="page browse">
      <PageHeader
        eyebrow="Community"
        title="Community Quests"
        description="Small real-world quests shared by the SideQuest community. Pick one and it joins your dashboard."
        actions={
          <Button variant="ghost" onClick={() => navigate(paths.dashboard)}>
            <ArrowLeftIcon size={18} aria-hidden="true" /> Back to Dashboard
          </Button>
        }
      />
      {!checkingPlan && (
        <PlanNotice
          subscribed={subscribed}
          onUpgrade={() => void startCheckout()}
          upgrading={isStarting}
          billingDisabled={billingDisabled}
          freeLeft={list.data?.free_quests_left}
        />
      )}
      <BrowseFilters search={searchInput} onSearch={setSearchInput} category={category} onCategory={setCategory} />
      <p className="sq-visually-hidden" role="status">
        {quests ? questsFound(quests.length) : ''}
      </p>
      {list.isError ? (
        <EmptyState
          icon={<MapIcon size={26} />}
          title="The quest board could not be reached"
          description={<p>Check your connection and try again.</p>}
        >
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !quests ? (
        <QuestGridSkeleton />
      ) : quests.length === 0 ? (
        <EmptyState
          icon={<SearchXIcon size={26} />}
          title="No quests match"
          description={<p>Try another word, or look through every category.</p>}
        >
          <Button variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        </EmptyState>
      ) : (
        <ul
          className={list.isFetching ? 'quest-grid quest-grid--stale' : 'quest-grid'}
          aria-label="Community quests"
          aria-busy={list.isFetching}
        >
          {quests.map((quest) => (
            <QuestCard
              key={quest.quest_id}
              quest={quest}
              starting={startingId === quest.quest_id}
              justStarted={startedId === quest.quest_id}
              busy={startingId !== null}
              onStart={(q) => void startQuest(q)}
              onUpgrade={() => void startCheckout()}
              upgrading={isStarting}
              billingDisabled={billingDisabled}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
