import { useId } from 'react';
import { Controller } from 'react-hook-form';
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
  const surprise = form.watch('surprise') ?? '';

  return (
    <form className="reflection-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="reflection-form__group">
        <p id={ratingLabel} className="reflection-form__label">
          How much did you enjoy it?
        </p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <RadixRadio.Root
              className="reflection-stars"
              aria-labelledby={ratingLabel}
              orientation="horizontal"
              value={field.value ? String(field.value) : ''}
              onValueChange={(value) => field.onChange(Number(value))}
            >
              {[1, 2, 3, 4, 5].map((star) => (
                <RadixRadio.Item
                  key={star}
                  value={String(star)}
                  className="reflection-stars__star"
                  data-lit={field.value !== undefined && star <= Number(field.value) ? '' : undefined}
                  aria-label={`${star} of 5: ${RATING_WORDS[star]}`}
                >
                  <StarIcon size={28} aria-hidden="true" />
                </RadixRadio.Item>
              ))}
            </RadixRadio.Root>
          )}
        />
        <p className="reflection-form__hint" aria-live="polite">
          {form.watch('rating') ? RATING_WORDS[Number(form.watch('rating'))] : 'Pick 1 to 5 stars'}
        </p>
      </div>
      <div className="reflection-form__group">
        <p id={directionLabel} className="reflection-form__label">
          What next?
        </p>
        <Controller
          control={form.control}
          name="direction"
          render={({ field }) => (
            <ToggleGroup.Root
              type="single"
              className="reflection-direction"
              aria-labelledby={directionLabel}
              value={field.value ?? ''}
              onValueChange={(value) => field.onChange(value || undefined)}
            >
              <ToggleGroup.Item value="more" className="reflection-direction__item">
                More like this
              </ToggleGroup.Item>
              <ToggleGroup.Item value="different" className="reflection-direction__item">
                Something different
              </ToggleGroup.Item>
            </ToggleGroup.Root>
          )}
        />
      </div>
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
