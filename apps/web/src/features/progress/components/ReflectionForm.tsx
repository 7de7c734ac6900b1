import { useId, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { RadioGroup as RadixRadio, ToggleGroup } from 'radix-ui';
import { StarIcon } from 'lucide-react';
import { REFLECTION_SURPRISE_MAX, SaveReflectionRequest } from '@sidequest/contracts';
import { Button, toast } from '@sidequest/web-ui';
import { Field, Textarea } from '@sidequest/web-ui/primitives';
import { useZodForm } from '../../../lib/forms/useZodForm';

export type ReflectionEnded = 'finished' | 'switched';

/** The form's values: the shared contract's input, with nothing chosen yet. */
export interface ReflectionValues {
  rating: number | undefined;
  direction: 'more' | 'different' | undefined;
  surprise: string;
  quest_id: string;
  ended: ReflectionEnded;
}

export const RATING_WORDS = ['', 'Not for me', 'Meh', 'It was fine', 'I liked it', 'Loved it'] as const;

export const emptyReflection = (questId: string, ended: ReflectionEnded): ReflectionValues => ({
  rating: undefined,
  direction: undefined,
  surprise: '',
  quest_id: questId,
  ended,
});

export interface ReflectionFormProps {
  questId: string;
  ended: ReflectionEnded;
  saving?: boolean;
  onSave: (body: SaveReflectionRequest) => Promise<void> | void;
  onSkip: () => void;
}

/**
 * "How did this quest feel?": 1–5 stars (a radio group), more like this or something different (a toggle
 * group), and an optional line. Checked with the shared SaveReflectionRequest schema on Save.
 */
export function ReflectionForm({ questId, ended, saving = false, onSave, onSkip }: ReflectionFormProps) {
  const ratingLabel = useId();
  const directionLabel = useId();
  const { form, onSubmit } = useZodForm(SaveReflectionRequest, {
    defaultValues: emptyReflection(questId, ended) as unknown as SaveReflectionRequest,
    onValid: (body) => onSave({ ...body, surprise: body.surprise ?? undefined }),
    onInvalid: (message) => toast({ title: 'Almost there', description: message, variant: 'destructive' }),
  });
  const { field: rating } = useController({ control: form.control, name: 'rating' });
  const { field: direction } = useController({ control: form.control, name: 'direction' });
  const surprise = form.watch('surprise') ?? '';

  return (
    <form className="reflection-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Question id={ratingLabel} label="How much did you enjoy it?">
        <RadixRadio.Root
          className="reflection-stars"
          aria-labelledby={ratingLabel}
          orientation="horizontal"
          value={rating.value ? String(rating.value) : ''}
          onValueChange={(value) => rating.onChange(Number(value))}
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <RadixRadio.Item
              key={star}
              value={String(star)}
              className="reflection-stars__star"
              data-lit={rating.value !== undefined && star <= Number(rating.value) ? '' : undefined}
              aria-label={`${star} of 5: ${RATING_WORDS[star]}`}
            >
              <StarIcon size={28} aria-hidden="true" />
            </RadixRadio.Item>
          ))}
        </RadixRadio.Root>
        <p className="reflection-form__hint" aria-live="polite">
          {form.watch('rating') ? RATING_WORDS[Number(form.watch('rating'))] : 'Pick 1 to 5 stars'}
        </p>
      </Question>
      <Question id={directionLabel} label="What next?">
        <ToggleGroup.Root
          type="single"
          className="reflection-direction"
          aria-labelledby={directionLabel}
          value={direction.value ?? ''}
          onValueChange={(value) => direction.onChange(value || undefined)}
        >
          <ToggleGroup.Item value="more" className="reflection-direction__item">
            More like this
          </ToggleGroup.Item>
          <ToggleGroup.Item value="different" className="reflection-direction__item">
            Something different
          </ToggleGroup.Item>
        </ToggleGroup.Root>
      </Question>
      <Field label="What surprised you? (optional)" aside={`${surprise.length}/${REFLECTION_SURPRISE_MAX}`}>
        <Textarea rows={2} placeholder="One line is plenty" {...form.register('surprise')} />
      </Field>
      <div className="reflection-form__actions">
        <Button type="button" variant="ghost" onClick={onSkip} disabled={saving}>
          Skip
        </Button>
        <Button type="submit" variant="primary" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** One question of the form: its words name the control that follows (aria-labelledby={id}). */
function Question({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="reflection-form__group">
      <p id={id} className="reflection-form__label">
        {label}
      </p>
      {children}
    </div>
  );
}
