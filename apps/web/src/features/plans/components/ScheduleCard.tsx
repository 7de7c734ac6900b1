import { useMemo, useState } from 'react';
import { Button, buttonClass, Card, toast } from '@sidequest/web-ui';
import { CalendarPlusIcon, CalendarClockIcon, ClockIcon, ExternalLinkIcon, HourglassIcon } from 'lucide-react';
import { IconFact } from '../../../lib/facts';
import {
  buildQuestCalendar,
  downloadIcs,
  googleCalendarLink,
  icsFileName,
  type CalendarQuest,
} from '../calendar/quest-calendar';

/** The schedule, Add to Calendar (an .ics built in the browser, no network call) and an Add to Google Calendar link. */
export function ScheduleCard({ quest }: { quest: CalendarQuest }) {
  const [busy, setBusy] = useState(false);
  const { schedule } = quest.plan;
  const google = useMemo(() => googleCalendarLink(quest), [quest]);

  const addToCalendar = async () => {
    setBusy(true);
    try {
      downloadIcs(await buildQuestCalendar(quest), icsFileName(quest.title));
      toast({ title: 'Calendar event created!', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="progress-page__schedule">
      <section aria-labelledby="schedule-title">
        <h2 id="schedule-title" className="progress-page__schedule-title">
          Schedule
        </h2>
        <ul className="progress-page__schedule-list">
          <IconFact icon={CalendarClockIcon} text={schedule.weekly_plan} />
          <IconFact icon={ClockIcon} text={`${schedule.minutes_per_day} minutes per day`} />
          <IconFact icon={HourglassIcon} text={`${schedule.duration_weeks} weeks`} />
        </ul>
        <div className="progress-page__calendar">
          <Button variant="hero" block onClick={() => void addToCalendar()} loading={busy}>
            <CalendarPlusIcon size={18} aria-hidden="true" /> Add to Calendar
          </Button>
          <a
            className={buttonClass({ variant: 'ghost', block: true })}
            href={google}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLinkIcon size={16} aria-hidden="true" /> Add to Google Calendar
          </a>
        </div>
      </section>
    </Card>
  );
}
