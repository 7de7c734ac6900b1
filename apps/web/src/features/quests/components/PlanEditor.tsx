import { useState, type FormEvent } from 'react';
import { Button } from '@sidequest/web-ui';
import { Field, Input } from '@sidequest/web-ui/primitives';
import type { PlanData } from '../../../lib/quests';

/** Raw texts as typed: the server parses them as integers, and non-numbers become 0 (parseWholeNumber in @sidequest/plans-domain). */
export interface PlanDraft {
  minutesPerDay: string;
  targetDays: string[];
}

export interface PlanEditorProps {
  plan: PlanData;
  saving: boolean;
  onSave: (draft: PlanDraft) => void;
  onCancel: () => void;
}

export function PlanEditor({ plan, saving, onSave, onCancel }: PlanEditorProps) {
  const [minutes, setMinutes] = useState(String(plan.schedule.minutes_per_day));
  const [days, setDays] = useState(plan.milestones.map((m) => String(m.due_in_days)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ minutesPerDay: minutes, targetDays: days });
  };
  return (
    <form className="dashboard__editor" onSubmit={submit} aria-label="Modify your plan">
      <h3 className="dashboard__plan-heading">Milestones</h3>
      <ol className="dashboard__milestones dashboard__milestones--edit">
        {plan.milestones.map((m, i) => (
          <li key={i}>
            <strong>{m.title}</strong>
            <Field label={`Target day for milestone ${i + 1}`}>
              <Input
                inputMode="numeric"
                maxLength={6}
                value={days[i]}
                onChange={(e) => setDays((all) => all.map((d, j) => (j === i ? e.target.value : d)))}
              />
            </Field>
          </li>
        ))}
      </ol>
      <h3 className="dashboard__plan-heading">Schedule</h3>
      <Field label="Minutes per day">
        <Input inputMode="numeric" maxLength={6} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
      </Field>
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
