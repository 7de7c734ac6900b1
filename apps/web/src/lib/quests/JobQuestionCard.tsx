import { useId } from 'react';
import type { JobQuestion, OccupationChoice } from '@sidequest/contracts';
import { Button, Spinner, cx } from '@sidequest/web-ui';
import './job-question.css';

export interface JobQuestionCardProps {
  question: JobQuestion;
  /** The choice whose quest is on its way, if any: it spins, and every choice waits. */
  pendingCode?: string | null;
  /** Another card is busy: the choices wait. */
  disabled?: boolean;
  onChoose: (choice: OccupationChoice) => void;
  /** Back to the answer, to type this job again. */
  onRetype: () => void;
  /** The card's heading level in its screen. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * A typed job the search could not settle, asked back: "Which of these did you mean?" with its choices, or
 * "We don't know that job yet" with the nearest ones, if any. Either way it can be typed again.
 */
export function JobQuestionCard({
  question,
  pendingCode = null,
  disabled = false,
  onChoose,
  onRetype,
  headingLevel: Heading = 'h3',
  className,
}: JobQuestionCardProps) {
  const headingId = useId();
  const choose = question.kind === 'choose';
  const typed = `“${question.typed}”`;
  return (
    <section
      className={cx('sq-card', 'job-question', `job-question--${question.kind}`, className)}
      aria-labelledby={headingId}
      aria-busy={pendingCode ? true : undefined}
      data-typed={question.typed}
    >
      <Heading id={headingId} className="job-question__title">
        {choose ? 'Which of these did you mean?' : "We don't know that job yet"}
      </Heading>
      <p className="job-question__text">
        {choose ? <>You typed {typed}.</> : <>We couldn't match {typed} to a job.</>}
        {!choose && question.choices.length > 0 && ' The nearest we know:'}
      </p>
      {question.choices.length > 0 && (
        <ul
          className="job-question__choices"
          aria-label={choose ? `Jobs ${typed} may mean` : `Jobs nearest to ${typed}`}
        >
          {question.choices.map((choice) => (
            <li key={choice.code}>
              <button
                type="button"
                className="job-question__choice"
                disabled={disabled || pendingCode !== null}
                aria-busy={pendingCode === choice.code || undefined}
                onClick={() => onChoose(choice)}
              >
                {pendingCode === choice.code && <Spinner size="sm" />}
                {choice.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button variant={choose ? 'ghost' : 'secondary'} size="sm" className="job-question__retype" onClick={onRetype}>
        Type it again
      </Button>
    </section>
  );
}
