import { useEffect, useRef, useState } from 'react';
import { Button, Card } from '@sidequest/web-ui';
import { Progress, RadioGroup } from '@sidequest/web-ui/primitives';
import { PAGE_SIZE, PROFILER_ITEMS, SCALE } from '../profiler/items';
import { answeredCount, type Answers } from '../profiler/score';

const OPTIONS = SCALE.map((label, i) => ({ value: String(i + 1), label }));
export const PAGE_COUNT = Math.ceil(PROFILER_ITEMS.length / PAGE_SIZE);

export interface ProfilerItemsProps {
  answers: Answers;
  page: number;
  onAnswer: (itemId: string, value: number) => void;
  onPage: (page: number) => void;
  onDone: () => void;
}

/** One page of six activities, each a 5-point radio group, with the count answered and Back / Next. */
export function ProfilerItems({ answers, page, onAnswer, onPage, onDone }: ProfilerItemsProps) {
  const items = PROFILER_ITEMS.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const answered = answeredCount(answers);
  const [missing, setMissing] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const last = page === PAGE_COUNT - 1;

  // A new page: keyboard and screen-reader users start at its heading (not on the very first render).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
    setMissing(0);
  }, [page]);

  const next = () => {
    const open = items.filter((item) => !answers[item.id]);
    if (open.length > 0) {
      setMissing(open.length);
      document.querySelector<HTMLElement>(`#item-${open[0].id} [role="radio"]`)?.focus();
      return;
    }
    if (last) onDone();
    else onPage(page + 1);
  };

  return (
    <section className="profiler" aria-labelledby="profiler-page-title">
      <div className="profiler__progress">
        <p className="profiler__count" aria-live="polite">
          {answered} of {PROFILER_ITEMS.length} answered
        </p>
        <Progress value={answered} max={PROFILER_ITEMS.length} label="Activities answered" />
      </div>
      <h2 id="profiler-page-title" ref={headingRef} tabIndex={-1} className="profiler__page-title">
        Page {page + 1} of {PAGE_COUNT}: how would you feel doing this?
      </h2>
      <ol className="profiler__items" start={page * PAGE_SIZE + 1}>
        {items.map((item) => (
          <li key={item.id} id={`item-${item.id}`}>
            <Card className="profiler__item">
              <p className="profiler__text" aria-hidden="true">
                {item.text}
              </p>
              <RadioGroup
                label={item.text}
                name={item.id}
                options={OPTIONS}
                value={answers[item.id] ? String(answers[item.id]) : ''}
                onValueChange={(value) => onAnswer(item.id, Number(value))}
                className="profiler__scale"
              />
            </Card>
          </li>
        ))}
      </ol>
      {missing > 0 && (
        <p className="profiler__missing" role="alert">
          {missing === 1
            ? 'One activity on this page has no answer yet.'
            : `${missing} activities on this page have no answer yet.`}
        </p>
      )}
      <div className="profiler__actions">
        {page > 0 && (
          <Button variant="ghost" onClick={() => onPage(page - 1)}>
            Back
          </Button>
        )}
        <Button variant="hero" onClick={next}>
          {last ? 'See my results' : 'Next'}
        </Button>
      </div>
    </section>
  );
}
