import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass, Card } from '@sidequest/web-ui';
import { canSeeQuests, joinQuizAnswers, type LandingFilter } from '../quiz/landing-quiz';
import { paths } from '../../../lib/paths';
import { JobTypeahead } from '../../../lib/quests/typeahead/JobTypeahead';
import { QuestTextSkeleton } from '../../../lib/quests/QuestViews';
import { useLandingResults } from '../hooks/useLandingResults';
import { QuizResults } from './QuizResults';
import '../landing-quiz.css';

const FIELDS = [
  { id: 'universe-1', label: 'In the first universe I am a…', placeholder: 'e.g. vet' },
  { id: 'universe-2', label: 'In the second universe I am a…', placeholder: 'e.g. game designer' },
  { id: 'universe-3', label: 'In the third universe I am a…', placeholder: 'e.g. baker' },
];

export interface LandingQuizProps {
  /** Start over: back to the intro. */
  onStartOver: () => void;
  /** Jobs picked elsewhere (the interest profiler's "Try these"): the quiz opens on their quests, as if typed. */
  initialJobs?: readonly string[];
}

/** The field holding a typed job, for "Type it again" (the first one when none holds it any more). */
const fieldOf = (values: string[], typed: string) =>
  Math.max(
    0,
    values.findIndex((v) => v.trim().toLowerCase() === typed.trim().toLowerCase()),
  );

/** The landing quiz: three job fields, the quests for those jobs and local ones, filters, Start over. Loaded when opened. */
export function LandingQuiz({ onStartOver: leave, initialJobs = [] }: LandingQuizProps) {
  // Back at the intro, keyboard users continue from the button that opened the quiz.
  const onStartOver = () => {
    leave();
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.landing__actions .sq-btn--secondary')?.focus());
  };
  const [values, setValues] = useState(() => [0, 1, 2].map((i) => initialJobs[i] ?? ''));
  const [filter, setFilter] = useState<LandingFilter>('all');
  const [retype, setRetype] = useState<number | null>(null);
  const results = useLandingResults();
  const started = useRef(false);
  useEffect(() => {
    // Once, on opening with picked jobs (StrictMode runs effects twice); typing afterwards submits as usual.
    if (started.current || !canSeeQuests(values)) return;
    started.current = true;
    results.start(joinQuizAnswers(values));
  }, []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const { answer, cards } = results;
  // The heading names the jobs typed, without those the search did not know ("asdf" never heads the page).
  const unknown = new Set(
    (cards ?? []).flatMap((card) =>
      card.kind === 'question' && card.question.kind === 'unknown' ? [card.question.typed.trim().toLowerCase()] : [],
    ),
  );
  const named = (answer ?? '')
    .split(',')
    .map((job) => job.trim())
    .filter((job) => job && !unknown.has(job.toLowerCase()))
    .join(', ');

  // Keyboard and screen-reader users land on the new step's heading, or on the job they type again.
  useEffect(() => {
    const input = retype === null ? null : inputs.current[retype];
    if (answer !== null || !input) return headingRef.current?.focus();
    input.focus();
    input.select();
  }, [answer, retype]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSeeQuests(values)) return;
    setFilter('all');
    setRetype(null);
    results.start(joinQuizAnswers(values));
  };

  if (answer !== null) {
    return (
      <section className="landing-quiz" aria-labelledby="quiz-title" aria-busy={cards === null || undefined}>
        <h1 id="quiz-title" ref={headingRef} tabIndex={-1} className="landing-quiz__title">
          {named ? (
            <>
              Quests for <span className="sq-gradient-text">{named}</span>
            </>
          ) : (
            'Quests for you'
          )}
        </h1>
        <p className="landing-quiz__lead">
          Small things you can try this week. Create an account to get a full plan for one of them.
        </p>
        {cards === null ? (
          <>
            <p className="landing-quiz__lead" role="status">
              Finding quests for your jobs…
            </p>
            <ul className="landing-quiz__results" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <Card className="landing-quiz__result">
                    <QuestTextSkeleton />
                  </Card>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <QuizResults
            cards={cards}
            filter={filter}
            onFilter={setFilter}
            onChoose={results.choose}
            onRetype={(typed) => {
              setRetype(fieldOf(values, typed));
              results.reset();
            }}
            pending={results.pending}
            arrived={results.arrived}
          />
        )}
        <div className="landing-quiz__actions">
          <Link to={`${paths.auth}?mode=signup`} className={buttonClass({ variant: 'hero', size: 'lg' })}>
            Create my quest plan
          </Link>
          <Button variant="ghost" onClick={onStartOver}>
            Start over
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="landing-quiz" aria-labelledby="quiz-title">
      <h1 id="quiz-title" ref={headingRef} tabIndex={-1} className="landing-quiz__title">
        Three universes, three lives
      </h1>
      <p className="landing-quiz__lead">
        If you could live three lives in three parallel universes, which job would you do in each?
      </p>
      <Card className="landing-quiz__card">
        <form className="landing-quiz__form" onSubmit={submit}>
          {FIELDS.map((field, i) => (
            <div className="sq-field" key={field.id}>
              <label className="sq-label" htmlFor={field.id}>
                {field.label}
              </label>
              <JobTypeahead
                id={field.id}
                ref={(node) => {
                  inputs.current[i] = node;
                }}
                listLabel={`Jobs like the one in the ${['first', 'second', 'third'][i]} universe`}
                maxLength={160}
                placeholder={field.placeholder}
                value={values[i]}
                onValueChange={(next) => setValues((v) => v.map((old, j) => (j === i ? next : old)))}
              />
            </div>
          ))}
          <div className="landing-quiz__actions">
            <Button type="submit" variant="hero" size="lg" disabled={!canSeeQuests(values)}>
              See my quests
            </Button>
            <Button variant="ghost" onClick={onStartOver}>
              Start over
            </Button>
          </div>
        </form>
      </Card>
      <p className="landing-quiz__unsure">
        I don&apos;t know what to name. <Link to={paths.interestProfiler}>Find jobs that fit me</Link>
      </p>
    </section>
  );
}
