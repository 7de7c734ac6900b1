import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAccountAnswers, type AccountSaveState } from '../hooks/useAccountAnswers';
import { PAGE_SIZE, PROFILER_ITEMS } from '../profiler/items';
import { clearAnswers, loadTabAnswers, saveAnswers, type TabAnswers } from '../profiler/saved-answers';
import { answeredCount, scoreAnswers, type Answers } from '../profiler/score';
import { ProfilerItems } from './ProfilerItems';
import { ProfilerResults } from './ProfilerResults';
import '../explore.css';

/** Where a returning person picks up: the first page with an item still open. */
function resumePage(answers: Answers): number {
  const open = PROFILER_ITEMS.findIndex((item) => !answers[item.id]);
  return open < 0 ? 0 : Math.floor(open / PAGE_SIZE);
}

const isComplete = (answers: Answers) => answeredCount(answers) === PROFILER_ITEMS.length;

const SAVE_WORDS: Record<AccountSaveState, string> = {
  idle: '',
  saving: '',
  saved: 'Saved to your account',
  failed: 'Not saved to your account just now; your answers stay in this tab.',
};

/**
 * /discover: the interest profiler, resumable in this tab and anonymous, ending in jobs that fit.
 * Signed in, the answers are also saved to the person's account (the newer of the two copies wins on open).
 */
export function InterestProfilerPage() {
  const { user } = useSession();
  const [tab, setTab] = useState<TabAnswers>(loadTabAnswers);
  const answers = tab.answers;
  const [page, setPage] = useState(() => resumePage(answers));
  const [done, setDone] = useState(() => isComplete(answers));
  const scores = useMemo(() => scoreAnswers(answers), [answers]);
  useDocumentTitle(done ? 'Your interest profile' : 'Find jobs that fit you');

  const onResume = useCallback((saved: TabAnswers) => {
    setTab(saved);
    setPage(resumePage(saved.answers));
    setDone(isComplete(saved.answers));
  }, []);
  const account = useAccountAnswers(user?.id ?? null, tab, onResume);

  useEffect(() => saveAnswers(tab.answers, tab.updatedAt), [tab]);
  // Braces: Chromium's scrollTo now returns a promise, which React would take for a clean-up function.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page, done]);

  const startOver = () => {
    clearAnswers();
    void account.retake();
    setTab({ answers: {}, updatedAt: Date.now() });
    setPage(0);
    setDone(false);
  };

  const saveWords = user ? SAVE_WORDS[account.state] : '';
  return (
    <div className="page page--reading explore">
      <header className="explore-header">
        <p className="sq-eyebrow">Interest profiler</p>
        <h1 className="explore-header__title">Not sure? Find jobs that fit you</h1>
        {!done && (
          <p className="explore-header__lead">
            {PROFILER_ITEMS.length} short activities. For each, say how much you would like doing it, not whether you
            can or what it pays.{' '}
            {user
              ? 'Your answers are saved to your account, so you can stop and pick up later, here or elsewhere.'
              : 'No account needed; your answers stay in this tab.'}
          </p>
        )}
        {/* Quiet: announced politely, and words only once a save has landed (or failed). */}
        {user && (
          <p className="explore-muted profiler__saved" role="status">
            {saveWords}
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
          startOverLabel={user ? 'Retake' : 'Start over'}
        />
      ) : (
        <ProfilerItems
          answers={answers}
          page={page}
          onAnswer={(id, value) => setTab((t) => ({ answers: { ...t.answers, [id]: value }, updatedAt: Date.now() }))}
          onPage={setPage}
          onDone={() => {
            void account.flush();
            setDone(true);
          }}
        />
      )}
    </div>
  );
}
