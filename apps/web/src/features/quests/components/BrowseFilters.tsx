import { COMMUNITY_QUEST_CATEGORIES, type CommunityQuestCategory } from '@sidequest/contracts';
import { cx } from '@sidequest/web-ui';
import { Input } from '@sidequest/web-ui/primitives';
import { SearchIcon } from 'lucide-react';

interface BrowseFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  category: CommunityQuestCategory | '';
  onCategory: (value: CommunityQuestCategory | '') => void;
}

const choices: { value: CommunityQuestCategory | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...COMMUNITY_QUEST_CATEGORIES.map((c) => ({ value: c, label: c })),
];

/** Search (over title, description and category) and the category filter (exact), as toggle buttons. */
export function BrowseFilters({ search, onSearch, category, onCategory }: BrowseFiltersProps) {
  return (
    <div className="browse-filters">
      <div className="browse-filters__search">
        <label htmlFor="quest-search" className="sq-visually-hidden">
          Search quests
        </label>
        <SearchIcon size={18} className="browse-filters__search-icon" aria-hidden="true" />
        <Input
          id="quest-search"
          type="search"
          placeholder="Search by title, description or category"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          autoComplete="off"
          maxLength={200}
        />
      </div>
      <div className="browse-filters__categories" role="group" aria-label="Category">
        {choices.map(({ value, label }) => (
          <button
            key={label}
            type="button"
            className={cx('browse-chip', category === value && 'browse-chip--active')}
            aria-pressed={category === value}
            onClick={() => onCategory(value)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
