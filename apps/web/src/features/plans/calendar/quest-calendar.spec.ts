import { describe, expect, it } from 'vitest';
import ical, { type CalendarComponent, type VEvent } from 'node-ical';
import { buildQuestCalendar, googleCalendarLink, icsFileName } from './quest-calendar';

const quest = {
  questId: 'q-vet-1',
  title: 'Vet: sketch a clinic day',
  description: 'Sketch a vet clinic day and show it to a friend.',
  plan: {
    milestones: [
      { title: 'Talk to a vet', description: 'Ask one question.', due_in_days: 3 },
      { title: 'Visit a shelter', description: 'Take a photo.', due_in_days: 10 },
      { title: 'Share the sketch', description: 'Show it.', due_in_days: 21 },
    ],
    schedule: { weekly_plan: 'Mon–Fri: 45 minutes per day', minutes_per_day: 45, duration_weeks: 3 },
  },
};
const now = new Date(2026, 10, 22, 9, 30);
const events = (ics: string): VEvent[] =>
  Object.values(ical.sync.parseICS(ics)).filter(
    (c): c is VEvent => (c as CalendarComponent | undefined)?.type === 'VEVENT',
  );

describe('the quest calendar', () => {
  it('is a daily event of minutes_per_day that recurs for duration_weeks × 7 days, and each milestone all-day with a reminder', async () => {
    const parsed = events(await buildQuestCalendar(quest, now));
    const daily = parsed.find((e) => e.rrule);
    expect(String(daily?.rrule?.options.freq)).toMatch(/^(DAILY|3)$/);
    expect((daily!.end as Date).getTime() - (daily!.start as Date).getTime()).toBe(45 * 60_000);
    const occurrences = daily!.rrule!.all();
    expect(occurrences).toHaveLength(21);
    expect(occurrences[20].getTime() - occurrences[0].getTime()).toBe(20 * 24 * 3600_000);

    const milestones = parsed.filter((e) => !e.rrule);
    expect(milestones.map((m) => m.summary)).toEqual([
      'Milestone: Talk to a vet',
      'Milestone: Visit a shelter',
      'Milestone: Share the sketch',
    ]);
    expect(milestones.map((m) => (m.start as Date & { dateOnly?: boolean }).dateOnly)).toEqual([true, true, true]);
    const day = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
    expect(milestones.map((m) => day(m.start as Date))).toEqual(['2026-11-25', '2026-12-2', '2026-12-13']);
    milestones.forEach((m) =>
      expect((m as { alarms?: { action: string; trigger: string }[] }).alarms).toEqual([
        expect.objectContaining({ action: 'DISPLAY', trigger: '-P1D' }),
      ]),
    );
  });

  it('defaults to 28 daily sessions of 30 minutes when the schedule has no length', async () => {
    const bare = {
      ...quest,
      plan: { ...quest.plan, schedule: { weekly_plan: '', minutes_per_day: 0, duration_weeks: 0 } },
    };
    const daily = events(await buildQuestCalendar(bare, now)).find((e) => e.rrule);
    expect(daily?.rrule?.all()).toHaveLength(28);
    expect((daily!.end as Date).getTime() - (daily!.start as Date).getTime()).toBe(30 * 60_000);
  });

  it('links to a Google Calendar template with the daily rule, and names the file after the quest', () => {
    const url = new URL(googleCalendarLink(quest, now));
    expect(url.host).toBe('calendar.google.com');
    expect(url.searchParams.get('recur')).toMatch(/^RRULE:FREQ=DAILY;UNTIL=\d{8}T\d{6}Z$/);
    expect(url.searchParams.get('text')).toBe('SideQuest: Vet: sketch a clinic day');
    expect(icsFileName(quest.title)).toBe('sidequest-vet-sketch-a-clinic-day.ics');
  });
});
