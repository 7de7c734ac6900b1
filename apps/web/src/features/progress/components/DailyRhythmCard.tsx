import { useMemo, type FormEvent, type ReactNode } from 'react';
import { Button } from '@sidequest/web-ui';
import { ErrorText, Field, Input, Switch } from '@sidequest/web-ui/primitives';
import { BellRingIcon, HourglassIcon, LocateFixedIcon, SaveIcon } from 'lucide-react';
import { REMINDER_WEEKDAYS } from '@sidequest/contracts';
import { AccountCard, AccountCardSubmit } from '../../../lib/AccountCard';
import { timeZoneChoices, timeZoneLabel } from '../../../lib/reminders';
import {
  reminderSummary,
  shortDayName,
  toggledDay,
  WEEKDAY_NAMES,
  type RhythmValues,
  type Weekday,
} from '../daily-rhythm';
import { useDailyRhythmData, useDailyRhythmForm } from '../hooks/useDailyRhythm';
import type { ReminderResponse, TimeZoneResponse } from '@sidequest/contracts';
import '../reminders.css';

const TITLE = 'Daily rhythm';
const DESCRIPTION =
  'When your day begins and ends on the quest, and whether SideQuest sends a short nudge on your quest days.';

/** /account's card: the zone the person's days count in, and their reminder (off, time, days). */
export function DailyRhythmCard() {
  const data = useDailyRhythmData();
  if (data.reminder && data.zone)
    return <DailyRhythmForm reminder={data.reminder} zone={data.zone} deviceZone={data.deviceZone} />;
  return (
    <RhythmCard>
      {data.isError ? (
        <div className="rhythm__problem" role="alert">
          <p>Your daily rhythm could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={data.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <p className="rhythm__loading" role="status" aria-busy="true">
          Reading the stars…
        </p>
      )}
    </RhythmCard>
  );
}

function RhythmCard({ children }: { children: ReactNode }) {
  return (
    <AccountCard
      className="rhythm"
      title={
        <>
          <HourglassIcon size={20} aria-hidden="true" /> {TITLE}
        </>
      }
      description={DESCRIPTION}
    >
      {children}
    </AccountCard>
  );
}

function DailyRhythmForm({
  reminder,
  zone,
  deviceZone,
}: {
  reminder: ReminderResponse;
  zone: TimeZoneResponse;
  deviceZone: string;
}) {
  const rhythm = useDailyRhythmForm(reminder, zone, deviceZone);
  const set = <K extends keyof RhythmValues>(key: K, value: RhythmValues[K]) =>
    rhythm.setValue(key, value as never, { shouldDirty: true });
  return (
    <DailyRhythmView
      values={rhythm.values}
      deviceZone={deviceZone}
      paused={reminder.paused}
      nextReminderAt={reminder.enabled && !reminder.paused ? reminder.next_reminder_at : null}
      problem={rhythm.problem}
      saving={rhythm.saving}
      onChange={set}
      onSubmit={(event) => void rhythm.onSubmit(event)}
      onResume={() => void rhythm.resume()}
    />
  );
}

export interface DailyRhythmViewProps {
  values: RhythmValues;
  deviceZone: string;
  /** Paused by the server after 7 unanswered reminders: the note and its Resume. */
  paused: boolean;
  nextReminderAt: string | null;
  problem: string | null;
  saving: boolean;
  onChange: <K extends keyof RhythmValues>(key: K, value: RhythmValues[K]) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onResume: () => void;
}

/** The card's form, every value controlled, so it renders the same on the server in tests. */
export function DailyRhythmView({
  values,
  deviceZone,
  paused,
  nextReminderAt,
  problem,
  saving,
  onChange,
  onSubmit,
  onResume,
}: DailyRhythmViewProps) {
  const zones = useMemo(() => timeZoneChoices([values.time_zone, deviceZone]), [values.time_zone, deviceZone]);
  const onDevice = values.time_zone === deviceZone;
  return (
    <RhythmCard>
      <form className="rhythm__form" onSubmit={onSubmit} noValidate aria-label={TITLE}>
        <div className="rhythm__zone">
          <Field
            label="Your time zone"
            hint={
              onDevice
                ? 'This device’s zone. Your check-ins, streak and reminders count your days here.'
                : `This device is in ${deviceZone.replaceAll('_', ' ')}. Your days count in the zone chosen here.`
            }
          >
            <select
              className="sq-input rhythm__select"
              value={values.time_zone}
              onChange={(event) => onChange('time_zone', event.target.value)}
            >
              {zones.map((z) => (
                <option key={z} value={z}>
                  {timeZoneLabel(z)}
                </option>
              ))}
            </select>
          </Field>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="rhythm__device"
            disabled={onDevice}
            onClick={() => onChange('time_zone', deviceZone)}
          >
            <LocateFixedIcon size={16} aria-hidden="true" /> Use this device’s zone
          </Button>
        </div>

        <div className="rhythm__reminder">
          <Switch
            checked={values.enabled}
            onCheckedChange={(enabled) => onChange('enabled', enabled)}
            label="Remind me by e-mail"
            description="A short mail on your quest days, with a one-tap “Done for today”. Never on a day you already checked in."
          />
          {paused && (
            <div className="rhythm__paused" role="status">
              <BellRingIcon size={18} aria-hidden="true" />
              <p>
                Reminders are paused: seven went by without a check-in, so we stopped asking. Resume them whenever you
                are ready.
              </p>
              <Button type="button" variant="secondary" size="sm" onClick={onResume} disabled={saving}>
                Resume reminders
              </Button>
            </div>
          )}
          <fieldset className="rhythm__when" disabled={!values.enabled}>
            <legend className="sq-visually-hidden">When to remind you</legend>
            <Field label="At" hint="Your local time.">
              <Input
                type="time"
                className="rhythm__time"
                value={values.time}
                step={60}
                onChange={(event) => onChange('time', event.target.value)}
              />
            </Field>
            <fieldset className="rhythm__days">
              <legend className="sq-label">On these days</legend>
              <div className="rhythm__chips">
                {REMINDER_WEEKDAYS.map((day: Weekday) => {
                  const on = values.days.includes(day);
                  return (
                    <button
                      key={day}
                      type="button"
                      className="rhythm__chip"
                      aria-pressed={on}
                      aria-label={WEEKDAY_NAMES[day]}
                      onClick={() => onChange('days', toggledDay(values.days, day))}
                    >
                      {shortDayName(day)}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          </fieldset>
          <p className="rhythm__summary" aria-live="polite">
            {!values.enabled
              ? 'Reminders are off. Your days still count in this zone.'
              : values.days.length
                ? `${reminderSummary(values)}, ${values.time_zone}.`
                : 'Choose at least one day for your reminders.'}
            {nextReminderAt && (
              <>
                {' '}
                Next: <time dateTime={nextReminderAt}>{nextReminderText(nextReminderAt, values.time_zone)}</time>.
              </>
            )}
          </p>
        </div>

        <ErrorText className="rhythm__error">{problem}</ErrorText>
        <AccountCardSubmit icon={SaveIcon} variant="primary" pending={saving} pendingText="Saving...">
          Save rhythm
        </AccountCardSubmit>
      </form>
    </RhythmCard>
  );
}

function nextReminderText(at: string, zone: string): string {
  try {
    return new Intl.DateTimeFormat('en', {
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).format(new Date(at));
  } catch {
    return at;
  }
}
