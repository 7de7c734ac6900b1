import { PLAN_WEEKDAYS, UpdatePlanBody, type PlanWeekday, type UpdatePlanInput } from '@sidequest/contracts';
import { planWeekdays } from '@sidequest/plans-domain';
import { Button } from '@sidequest/web-ui';
import { ErrorText, Field, Input } from '@sidequest/web-ui/primitives';
import type { PlanData } from '../../../lib/quests';
import type { FieldPath } from 'react-hook-form';
import type { FieldIssue } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/useZodForm';
import { WEEKDAY_NAMES } from '../../../lib/weekdays';

/** The form's values as typed: numbers stay text until the shared UpdatePlanBody reads them. */
interface PlanEditorValues {
  questId: string;
  minutesPerDay: string;
  targetDays: string[];
  weekdays: PlanWeekday[];
}

export interface PlanEditorProps {
  questId: string;
  plan: PlanData;
  saving: boolean;
  /** Saves the edit; the fields the api refuses come back to be shown where they are. */
  onSave: (body: UpdatePlanBody) => Promise<FieldIssue[] | void>;
  onCancel: () => void;
}

/** Modify Quest: checked with the shared UpdatePlanBody on Save, each problem shown at its field. */
export function PlanEditor({ questId, plan, saving, onSave, onCancel }: PlanEditorProps) {
  const defaultValues: PlanEditorValues = {
    questId,
    minutesPerDay: String(plan.schedule.minutes_per_day),
    targetDays: plan.milestones.map((m) => String(m.due_in_days)),
    weekdays: planWeekdays(plan.schedule),
  };
  const { form, onSubmit } = useZodForm<UpdatePlanInput, UpdatePlanBody>(UpdatePlanBody, {
    defaultValues: defaultValues as UpdatePlanInput,
    onValid: async (body) => {
      const refused = await onSave(body);
      refused?.forEach(({ path, message }) =>
        form.setError(path as FieldPath<UpdatePlanInput>, { type: 'server', message }),
      );
    },
    onInvalid: () => undefined,
  });
  const { errors } = form.formState;
  const weekdaysError = errors.weekdays?.message ?? errors.weekdays?.root?.message;
  return (
    <form
      className="dashboard__editor"
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Modify your plan"
      noValidate
    >
      <h3 className="dashboard__plan-heading">Milestones</h3>
      <ol className="dashboard__milestones dashboard__milestones--edit">
        {plan.milestones.map((m, i) => (
          <li key={i}>
            <strong>{m.title}</strong>
            <Field label={`Target day for milestone ${i + 1}`} error={errors.targetDays?.[i]?.message}>
              <Input inputMode="numeric" maxLength={6} {...form.register(`targetDays.${i}`)} />
            </Field>
          </li>
        ))}
      </ol>
      <h3 className="dashboard__plan-heading">Schedule</h3>
      <Field label="Minutes per day" error={errors.minutesPerDay?.message}>
        <Input inputMode="numeric" maxLength={6} {...form.register('minutesPerDay')} />
      </Field>
      <fieldset className="dashboard__plan-days" aria-describedby={weekdaysError ? 'plan-days-error' : undefined}>
        <legend className="sq-label">Plan days</legend>
        {PLAN_WEEKDAYS.map((day) => (
          <label key={day} className="dashboard__plan-day">
            <input type="checkbox" value={day} {...form.register('weekdays')} />
            {WEEKDAY_NAMES[day]}
          </label>
        ))}
        <ErrorText id="plan-days-error" className="sq-field__error">
          {weekdaysError}
        </ErrorText>
      </fieldset>
      <div className="dashboard__current-actions">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="hero" loading={saving} loadingText="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
