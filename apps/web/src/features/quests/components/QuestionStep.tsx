import { useState, type FormEvent } from 'react';
import { Button, Card } from '@sidequest/web-ui';
import { Field, Textarea } from '@sidequest/web-ui/primitives';
import { WandSparklesIcon } from 'lucide-react';

const MAX = 500;

export interface QuestionStepProps {
  initial: string;
  onSubmit: (answer: string) => void;
}

/** Step 1: the three-universe question (prefilled from the landing quiz when there was one). */
export function QuestionStep({ initial, onSubmit }: QuestionStepProps) {
  const [answer, setAnswer] = useState(initial);
  const blank = answer.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSubmit(answer.trim());
  };
  return (
    <Card className="onboarding__card">
      <p className="sq-eyebrow">Step 1 of 2</p>
      <form onSubmit={submit} className="onboarding__form">
        <Field
          label="If you lived three lives in three parallel universes, which job would you do in each?"
          hint="Name three jobs you would be excited to try, e.g. vet, game designer, baker."
          aside={`${answer.length}/${MAX}`}
        >
          <Textarea
            rows={4}
            maxLength={MAX}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            placeholder="In one universe I am a…"
          />
        </Field>
        <Button type="submit" variant="hero" size="lg" disabled={blank} className="onboarding__submit">
          <WandSparklesIcon size={18} aria-hidden="true" /> Reveal my quests
        </Button>
      </form>
    </Card>
  );
}
