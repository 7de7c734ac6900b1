import { Link } from 'react-router-dom';
import { Badge, Card } from '@sidequest/web-ui';
import type { LocalQuestTemplate } from '../quiz/landing-library';
import type { LandingFilter } from '../quiz/landing-quiz';

const FILTERS: { value: LandingFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'self-discovery', label: 'Self-discovery' },
  { value: 'financial', label: 'Financial' },
  { value: 'career', label: 'Career' },
];

const KIND_LABEL: Record<LocalQuestTemplate['category'], string> = {
  learning: 'Career',
  money: 'Financial',
  both: 'Career & financial',
  'self-discovery': 'Self-discovery',
};

export interface QuizResultsProps {
  quests: LocalQuestTemplate[];
  total: number;
  filter: LandingFilter;
  onFilter: (filter: LandingFilter) => void;
}

export function QuizResults({ quests, total, filter, onFilter }: QuizResultsProps) {
  return (
    <>
      <div className="landing-quiz__filters" role="group" aria-label="Filter quests">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="landing-quiz__filter"
            aria-pressed={filter === f.value}
            onClick={() => onFilter(f.value)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <p className="sq-visually-hidden" role="status">
        {quests.length} of {total} quests shown
      </p>
      {quests.length === 0 ? (
        <Card className="landing-quiz__none">
          <p>No quests of this kind for your answers yet. Try another filter.</p>
        </Card>
      ) : (
        <ul className="landing-quiz__results" aria-label="Suggested quests">
          {quests.map((quest) => (
            <li key={quest.id}>
              <Card className="landing-quiz__result">
                <Badge variant="gold">{KIND_LABEL[quest.category]}</Badge>
                <h2 className="landing-quiz__result-title">{quest.title}</h2>
                <p className="landing-quiz__result-text">{quest.description}</p>
                {quest.cta && (
                  <Link
                    className="landing-quiz__cta"
                    to={quest.cta.link}
                    aria-label={`${quest.cta.label}: ${quest.title}`}
                  >
                    {quest.cta.label} →
                  </Link>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
