import type { PlanData } from '../../../lib/quests';
import { downloadFile } from '../../../lib/download-file';

/** What the calendar export needs of the current quest. */
export interface CalendarQuest {
  questId: string;
  title: string;
  description: string;
  plan: PlanData;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The daily quest time starts at this local hour. */
export const SESSION_HOUR = 18;
const DEFAULT_DAYS = 28;
const DEFAULT_MINUTES = 30;

/** Daily recurrence for duration_weeks × 7 days (28 by default), each session minutes_per_day long. */
export function questTimes(quest: CalendarQuest, now: Date) {
  const { minutes_per_day, duration_weeks } = quest.plan.schedule;
  const days = duration_weeks > 0 ? duration_weeks * 7 : DEFAULT_DAYS;
  const minutes = minutes_per_day > 0 ? minutes_per_day : DEFAULT_MINUTES;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), SESSION_HOUR, 0, 0, 0);
  const end = new Date(start.getTime() + minutes * 60_000);
  // The last session starts on day `days` (inclusive), so the rule yields exactly `days` occurrences.
  const lastStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days - 1, SESSION_HOUR, 0, 0, 0);
  return { start, end, until: lastStart, days, minutes };
}

/** A milestone's due day as an all-day date (UTC midnight of that local calendar day, as iCalendar DATE values want). */
export function milestoneDay(now: Date, dueInDays: number): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + dueInDays));
}

/** The .ics text: the quest as a daily event, and each milestone all-day on its due day with a reminder the day before. */
export async function buildQuestCalendar(quest: CalendarQuest, now = new Date()): Promise<string> {
  // Loaded on the click: the iCalendar library never weighs on the screen's first paint.
  const { default: ical, ICalAlarmType, ICalEventRepeatingFreq } = await import('ical-generator');
  const { start, end, until } = questTimes(quest, now);
  const calendar = ical({
    name: `SideQuest: ${quest.title}`,
    prodId: { company: 'SideQuest', product: 'Quest calendar', language: 'EN' },
  });
  calendar.createEvent({
    id: `sidequest-${quest.questId}-daily`,
    start,
    end,
    summary: `SideQuest: ${quest.title}`,
    description: `${quest.description}\n\n${quest.plan.schedule.weekly_plan}`,
    repeating: { freq: ICalEventRepeatingFreq.DAILY, until },
  });
  quest.plan.milestones.forEach((milestone, i) => {
    const event = calendar.createEvent({
      id: `sidequest-${quest.questId}-milestone-${i + 1}`,
      start: milestoneDay(now, milestone.due_in_days),
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

const googleDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** "Add to Google Calendar": the daily quest event as Google's event template link. */
export function googleCalendarLink(quest: CalendarQuest, now = new Date()): string {
  const { start, end, until } = questTimes(quest, now);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `SideQuest: ${quest.title}`,
    details: `${quest.description}\n\n${quest.plan.schedule.weekly_plan}`,
    dates: `${googleDate(start)}/${googleDate(end)}`,
    recur: `RRULE:FREQ=DAILY;UNTIL=${googleDate(until)}`,
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
