import { useEffect, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PAGE_SIZE, PROFILER_ITEMS } from '../profiler/items';
import { clearAnswers, loadAnswers, saveAnswers } from '../profiler/saved-answers';
import { answeredCount, scoreAnswers, type Answers } from '../profiler/score';
import { ProfilerItems } from './ProfilerItems';
import { ProfilerResults } from './ProfilerResults';
import '../explore.css';

/** Where a returning person picks up: the first page with an item still open. */
function resumePage(answers: Answers): number {
  const open = PROFILER_ITEMS.findIndex((item) => !answers[item.id]);
  return open < 0 ? 0 : Math.floor(open / PAGE_SIZE);
}

/** /explore/interests: the interest profiler, anonymous, resumable in this tab, ending in jobs that fit. */
export function InterestProfilerPage() {
  const [answers, setAnswers] = useState<Answers>(loadAnswers);
  const [page, setPage] = useState(() => resumePage(answers));
  const [done, setDone] = useState(() => answeredCount(answers) === PROFILER_ITEMS.length);
  const scores = useMemo(() => scoreAnswers(answers), [answers]);
  useDocumentTitle(done ? 'Your interest profile' : 'Find jobs that fit you');

  useEffect(() => saveAnswers(answers), [answers]);
  // Braces: Chromium's scrollTo now returns a promise, which React would take for a clean-up function.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page, done]);

  const startOver = () => {
    clearAnswers();
    setAnswers({});
    setPage(0);
    setDone(false);
  };

  return (
    <div className="page page--reading explore">
      <header className="explore-header">
        <p className="sq-eyebrow">Interest profiler</p>
        <h1 className="explore-header__title">Not sure? Find jobs that fit you</h1>
        {!done && (
          <p className="explore-header__lead">
            {PROFILER_ITEMS.length} short activities. For each, say how much you would like doing it, not whether you
            can or what it pays. No account needed; your answers stay in this tab.
          </p>
        )}
      </header>
      {done ? (
        <ProfilerResults
          scores={scores}
          onChangeAnswers={() => {
            setPage(0);
            setDone(false);
          }}
          onStartOver={startOver}
        />
      ) : (
        <ProfilerItems
          answers={answers}
          page={page}
          onAnswer={(id, value) => setAnswers((all) => ({ ...all, [id]: value }))}
          onPage={setPage}
          onDone={() => setDone(true)}
        />
      )}
    </div>
  );
}
