import type { PlanWeekday } from '@sidequest/contracts';
import { addDays, calendarDay, planDates, planDaySteps, weekdayOfDay } from '@sidequest/plans-domain';
import type { PlanData } from '../../../lib/quests';
import { downloadFile } from '../../../lib/download-file';

/** What the calendar export needs of the current quest. */
export interface CalendarQuest {
  questId: string;
  title: string;
  description: string;
  plan: PlanData;
  /** The plan day the first session exported carries (1 unless the person is part-way through). */
  fromDay?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The daily quest time starts at this local hour. */
export const SESSION_HOUR = 18;
const DEFAULT_MINUTES = 30;

type IcsWeekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
const BYDAY: Record<PlanWeekday, IcsWeekday> = {
  mon: 'MO',
  tue: 'TU',
  wed: 'WE',
  thu: 'TH',
  fri: 'FR',
  sat: 'SA',
  sun: 'SU',
};

/**
 * A calendar day at a wall-clock time, carried in the Date's UTC fields: the session times are floating
 * (local wherever the calendar is), and ical-generator writes a floating time from those fields.
 */
const wallClock = (day: Date, hours: number, minutes = 0, seconds = 0) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes, seconds));

/**
 * The sessions on the plan's days from today, each minutes_per_day long, through the plan's weeks or its
 * last milestone's day, whichever is later; and each milestone's date, on a plan day.
 */
export function questTimes(quest: CalendarQuest, now: Date) {
  const minutes = quest.plan.schedule.minutes_per_day > 0 ? quest.plan.schedule.minutes_per_day : DEFAULT_MINUTES;
  const dates = planDates(quest.plan, calendarDay(now.getFullYear(), now.getMonth(), now.getDate()));
  const start = wallClock(dates.firstSession, SESSION_HOUR);
  const end = new Date(start.getTime() + minutes * 60_000);
  const until = wallClock(dates.lastDay, 23, 59, 59);
  const sessions: Date[] = [];
  for (let day = dates.firstSession; day <= dates.lastDay; day = addDays(day, 1))
    if (dates.weekdays.includes(weekdayOfDay(day))) sessions.push(wallClock(day, SESSION_HOUR));
  return {
    start,
    end,
    until,
    byDay: dates.weekdays.map((d) => BYDAY[d]),
    milestones: dates.milestones,
    minutes,
    sessions,
  };
}

/**
 * The .ics text: the quest on the plan's days, each day's session carrying that day's step (an instance
 * of the series with its own description), and each milestone all-day on its date with a reminder the day before.
 */
export async function buildQuestCalendar(quest: CalendarQuest, now = new Date()): Promise<string> {
  // Loaded on the click: the iCalendar library never weighs on the screen's first paint.
  const { default: ical, ICalAlarmType, ICalEventRepeatingFreq, ICalWeekday } = await import('ical-generator');
  const { start, end, until, byDay, milestones, minutes, sessions } = questTimes(quest, now);
  const calendar = ical({
    name: `SideQuest: ${quest.title}`,
    prodId: { company: 'SideQuest', product: 'Quest calendar', language: 'EN' },
  });
  calendar.createEvent({
    id: `sidequest-${quest.questId}-daily`,
    start,
    end,
    // Local wall-clock times, so a session stays at 18:00 on its weekday wherever the calendar is.
    floating: true,
    summary: `SideQuest: ${quest.title}`,
    description: `${quest.description}\n\n${quest.plan.schedule.weekly_plan}`,
    repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: byDay.map((d) => ICalWeekday[d]), until },
  });
  // Each session's step, as that day's instance of the series (same UID, its RECURRENCE-ID).
  const steps = planDaySteps(quest, quest.plan).slice(Math.max(0, (quest.fromDay ?? 1) - 1));
  sessions.forEach((session, i) => {
    const step = steps[i];
    if (!step) return;
    calendar.createEvent({
      id: `sidequest-${quest.questId}-daily`,
      recurrenceId: session,
      start: session,
      end: new Date(session.getTime() + minutes * 60_000),
      floating: true,
      summary: `SideQuest: ${quest.title}`,
      description: `Today’s step (day ${step.day} of ${steps.at(-1)!.day}): ${step.text}\n\n${quest.plan.schedule.weekly_plan}`,
    });
  });
  quest.plan.milestones.forEach((milestone, i) => {
    const event = calendar.createEvent({
      id: `sidequest-${quest.questId}-milestone-${i + 1}`,
      start: milestones[i],
      allDay: true,
      summary: `Milestone: ${milestone.title}`,
      description: milestone.description,
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      triggerBefore: DAY_MS / 1000,
      description: `Milestone due tomorrow: ${milestone.title}`,
    });
  });
  return calendar.toString();
}

const pad = (n: number) => String(n).padStart(2, '0');
const floatingDate = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/** "Add to Google Calendar": the quest's sessions on the plan's days as Google's event template link. */
export function googleCalendarLink(quest: CalendarQuest, now = new Date()): string {
  const { start, end, until, byDay } = questTimes(quest, now);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `SideQuest: ${quest.title}`,
    details: `${quest.description}\n\n${quest.plan.schedule.weekly_plan}`,
    dates: `${floatingDate(start)}/${floatingDate(end)}`,
    ctz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    recur: `RRULE:FREQ=WEEKLY;BYDAY=${byDay.join(',')};UNTIL=${floatingDate(until)}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The quest calendar (an .ics file) as a download. */
export const downloadIcs = (ics: string, fileName: string) =>
  downloadFile(ics, fileName, 'text/calendar;charset=utf-8');

export const icsFileName = (title: string) =>
  `sidequest-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'quest'
  }.ics`;
