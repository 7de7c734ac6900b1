import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card } from '@sidequest/web-ui';
import { Field } from '@sidequest/web-ui/primitives';
import { WandSparklesIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { JobTypeahead } from '../../../lib/quests/typeahead/JobTypeahead';

const MAX = 500;

export interface QuestionStepProps {
  initial: string;
  onSubmit: (answer: string) => void;
  /** "Type it again": focus the answer with this part selected. */
  select?: [number, number] | null;
}

/** Step 1: the three-universe question (prefilled from the landing quiz when there was one), with job suggestions. */
export function QuestionStep({ initial, onSubmit, select }: QuestionStepProps) {
  const [answer, setAnswer] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  const blank = answer.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSubmit(answer.trim());
  };
  useEffect(() => {
    if (!select || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(...select);
  }, [select]);
  return (
    <Card className="onboarding__card">
      <p className="sq-eyebrow">Step 1 of 2</p>
      <form onSubmit={submit} className="onboarding__form">
        <Field
          label="If you lived three lives in three parallel universes, which job would you do in each?"
          hint="Name three jobs you would be excited to try, separated by commas, e.g. vet, game designer, baker."
          aside={`${answer.length}/${MAX}`}
        >
          <JobTypeahead
            id="onboarding-answer"
            ref={input}
            multiple
            listLabel="Jobs like the one you are typing"
            maxLength={MAX}
            value={answer}
            onValueChange={setAnswer}
            placeholder="In one universe I am a…"
          />
        </Field>
        <Button type="submit" variant="hero" size="lg" disabled={blank} className="onboarding__submit">
          <WandSparklesIcon size={18} aria-hidden="true" /> Reveal my quests
        </Button>
        <p className="onboarding__unsure">
          Not sure what to name? <Link to={paths.interestProfiler}>Find jobs that fit you</Link>
        </p>
      </form>
    </Card>
  );
}
