import { Button } from '@sidequest/web-ui';
import { Checkbox, Dialog, Input } from '@sidequest/web-ui/primitives';
import { CalendarClockIcon } from 'lucide-react';
import type { GeneratedQuest, PlanData } from '../../../lib/quests';
import { MilestoneList } from '../../../lib/quests/QuestViews';

/** The dialog shows at most 3 milestones. */
const SHOWN_MILESTONES = 3;
const DRAWING_ID = 'plan-dialog-drawing';

export interface PlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quest: GeneratedQuest | null;
  plan: PlanData | null;
  loading: boolean;
  saving: boolean;
  onSave: () => void;
  /** "Remind me on my quest days at [18:00]": opt-in, saved once the quest has started. */
  reminder?: StartReminder;
  onReminderChange?: (reminder: StartReminder) => void;
}

export interface StartReminder {
  enabled: boolean;
  time: string;
}

export function PlanDialog({
  open,
  onOpenChange,
  quest,
  plan,
  loading,
  saving,
  onSave,
  reminder,
  onReminderChange,
}: PlanDialogProps) {
  const drawing = loading || !plan;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={quest?.title ?? 'Your quest'}
      description={quest?.description}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Choose another
          </Button>
          <Button
            variant="hero"
            onClick={onSave}
            disabled={drawing}
            aria-describedby={drawing ? DRAWING_ID : undefined}
            loading={saving}
            loadingText="Saving..."
          >
            Save & Start Quest
          </Button>
        </>
      }
    >
      {drawing ? (
        <div className="onboarding__plan" aria-busy="true">
          <p id={DRAWING_ID} role="status" className="onboarding__status">
            Drawing your plan…
          </p>
          {[0, 1, 2].map((i) => (
            <span key={i} className="qs-skeleton qs-skeleton--block" />
          ))}
        </div>
      ) : (
        <div className="onboarding__plan">
          <h3 className="onboarding__plan-heading">Milestones</h3>
          <MilestoneList
            className="sq-stack onboarding__milestones"
            milestones={plan.milestones.slice(0, SHOWN_MILESTONES)}
          />
          <p className="onboarding__schedule">
            <CalendarClockIcon size={18} aria-hidden="true" />
            <span>
              {plan.schedule.weekly_plan} · {plan.schedule.duration_weeks} weeks
            </span>
          </p>
          {reminder && onReminderChange && <ReminderOffer reminder={reminder} onChange={onReminderChange} />}
        </div>
      )}
    </Dialog>
  );
}

/** Off until ticked: a reminder mail is something a person asks for, not something they have to notice and refuse. */
function ReminderOffer({ reminder, onChange }: { reminder: StartReminder; onChange: (r: StartReminder) => void }) {
  return (
    <div className="onboarding__reminder">
      <div className="onboarding__reminder-row">
        <Checkbox
          checked={reminder.enabled}
          onCheckedChange={(enabled) => onChange({ ...reminder, enabled })}
          label="Remind me on my quest days at"
        />
        <Input
          type="time"
          className="onboarding__reminder-time"
          aria-label="Reminder time"
          value={reminder.time}
          step={60}
          disabled={!reminder.enabled}
          onChange={(event) => onChange({ ...reminder, time: event.target.value })}
        />
      </div>
      <p className="onboarding__reminder-hint">
        A short e-mail with a one-tap “Done for today”, in this device’s time zone. Change or stop it on your account
        page.
      </p>
    </div>
  );
}
