import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Card } from '@sidequest/web-ui';
import type { GeneratedQuest, JobQuestion, OccupationChoice } from '@sidequest/contracts';
import { JobQuestionCard } from '../../../lib/quests/JobQuestionCard';
import { MatchedOccupation } from '../../../lib/quests/MatchedOccupation';
import { rememberPickedQuest } from '../../../lib/quests/quiz-answers';
import { paths } from '../../../lib/paths';
import type { LandingCard } from '../hooks/useLandingResults';
import type { QuestKind } from '../quiz/landing-library';
import { filterLandingQuests, type LandingFilter } from '../quiz/landing-quiz';

const FILTERS: { value: LandingFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'self-discovery', label: 'Self-discovery' },
  { value: 'financial', label: 'Financial' },
  { value: 'career', label: 'Career' },
];

const KIND_LABEL: Record<QuestKind, string> = {
  learning: 'Career',
  money: 'Financial',
  both: 'Career & financial',
  'self-discovery': 'Self-discovery',
};

type QuestCard = Exclude<LandingCard, { kind: 'question' }>;
/** A quest matched to a typed job is a taste of that career. */
const categoryOf = (card: QuestCard): QuestKind => (card.kind === 'matched' ? 'learning' : card.quest.category);

export interface QuizResultsProps {
  cards: LandingCard[];
  filter: LandingFilter;
  onFilter: (filter: LandingFilter) => void;
  onChoose: (key: string, question: JobQuestion, choice: OccupationChoice) => void;
  onRetype: (typed: string) => void;
  pending: { key: string; code: string } | null;
  /** The quest that last took a question's place: focused and announced. */
  arrived: GeneratedQuest | null;
}

/** The quests for the typed jobs first, the jobs asked back, then the keyword quests; filters apply to quests. */
export function QuizResults({ cards, filter, onFilter, onChoose, onRetype, pending, arrived }: QuizResultsProps) {
  const list = useRef<HTMLUListElement>(null);
  const quests = cards.filter((c): c is QuestCard => c.kind !== 'question');
  const kept = new Set(
    filterLandingQuests(
      quests.map((card) => ({ card, category: categoryOf(card) })),
      filter,
    ).map((q) => q.card),
  );
  const shown = cards.filter((c) => c.kind === 'question' || kept.has(c));

  useEffect(() => {
    if (arrived) list.current?.querySelector<HTMLElement>(`[data-quest-id="${CSS.escape(arrived.id)}"]`)?.focus();
  }, [arrived]);

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
        {kept.size} of {quests.length} quests shown
        {arrived && `. Added a quest for ${arrived.occupation?.title ?? 'your job'}: ${arrived.title}`}
      </p>
      {kept.size === 0 && (
        <Card className="landing-quiz__none">
          <p>No quests of this kind for your answers yet. Try another filter.</p>
        </Card>
      )}
      {shown.length > 0 && (
        <ul ref={list} className="landing-quiz__results" aria-label="Suggested quests">
          {shown.map((card) =>
            card.kind === 'question' ? (
              <li key={card.key}>
                <JobQuestionCard
                  question={card.question}
                  headingLevel="h2"
                  pendingCode={pending?.key === card.key ? pending.code : null}
                  disabled={pending !== null}
                  onChoose={(choice) => onChoose(card.key, card.question, choice)}
                  onRetype={() => onRetype(card.question.typed)}
                />
              </li>
            ) : (
              <li key={card.quest.id}>
                <Card className="landing-quiz__result">
                  <Badge variant="gold">{KIND_LABEL[categoryOf(card)]}</Badge>
                  <h2 className="landing-quiz__result-title" tabIndex={-1} data-quest-id={card.quest.id}>
                    {card.quest.title}
                  </h2>
                  <p className="landing-quiz__result-text">{card.quest.description}</p>
                  {card.kind === 'matched' && card.quest.occupation && (
                    <MatchedOccupation occupation={card.quest.occupation} className="landing-quiz__match" />
                  )}
                  <Link
                    className="landing-quiz__cta"
                    to={card.kind === 'local' && card.quest.cta ? card.quest.cta.link : `${paths.auth}?mode=signup`}
                    // A matched quest is carried through sign-up with the answer; onboarding opens it.
                    onClick={card.kind === 'matched' ? () => rememberPickedQuest(card.quest.id) : undefined}
                    aria-label={`Start this quest: ${card.quest.title}`}
                  >
                    Start this quest →
                  </Link>
                </Card>
              </li>
            ),
          )}
        </ul>
      )}
    </>
  );
}
