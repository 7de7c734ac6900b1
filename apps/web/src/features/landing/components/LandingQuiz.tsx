import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass, Card } from '@sidequest/web-ui';
import {
  canSeeQuests,
  filterLandingQuests,
  joinQuizAnswers,
  suggestLandingQuests,
  type LandingFilter,
} from '../quiz/landing-quiz';
import { paths } from '../../../lib/paths';
import { rememberQuizAnswer } from '../../../lib/quests/quiz-answers';
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
}

/** The landing quiz: three fields, local results from the quest library, filters, Start over. Loaded when opened. */
export function LandingQuiz({ onStartOver: leave }: LandingQuizProps) {
  // Back at the intro, keyboard users continue from the button that opened the quiz.
  const onStartOver = () => {
    leave();
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.landing__actions .sq-btn--secondary')?.focus());
  };
  const [values, setValues] = useState(['', '', '']);
  const [answer, setAnswer] = useState<string | null>(null);
  const [filter, setFilter] = useState<LandingFilter>('all');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const results = useMemo(() => (answer === null ? [] : suggestLandingQuests(answer)), [answer]);
  const shown = useMemo(() => filterLandingQuests(results, filter), [results, filter]);

  // Keyboard and screen-reader users land on the new step's heading.
  useEffect(() => headingRef.current?.focus(), [answer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSeeQuests(values)) return;
    const joined = joinQuizAnswers(values);
    rememberQuizAnswer(joined);
    setFilter('all');
    setAnswer(joined);
  };

  if (answer !== null) {
    return (
      <section className="landing-quiz" aria-labelledby="quiz-title">
        <h1 id="quiz-title" ref={headingRef} tabIndex={-1} className="landing-quiz__title">
          Quests for <span className="sq-gradient-text">{answer}</span>
        </h1>
        <p className="landing-quiz__lead">
          Small things you can try this week. Create an account to get a full plan for one of them.
        </p>
        <QuizResults quests={shown} total={results.length} filter={filter} onFilter={setFilter} />
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
              <input
                id={field.id}
                className="sq-input"
                maxLength={160}
                autoComplete="off"
                placeholder={field.placeholder}
                value={values[i]}
                onChange={(e) => setValues((v) => v.map((old, j) => (j === i ? e.target.value : old)))}
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
    </section>
  );
}
