import { describe, expect, it } from 'vitest';
import { buildQuestCalendar, googleCalendarLink, icsFileName, type CalendarQuest } from './quest-calendar';

const BYDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const RULE_KEYS = new Set(['FREQ', 'BYDAY', 'UNTIL']);

interface IcsEvent {
  props: Map<string, { params: string; value: string }>;
  alarms: number;
}

/** A small, strict reader of what this export writes: unfolded lines, VEVENTs, their properties and alarms. */
function readEvents(ics: string): IcsEvent[] {
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  let depth = 0;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      current = { props: new Map(), alarms: 0 };
      continue;
    }
    if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
      continue;
    }
    if (!current) continue;
    if (line === 'BEGIN:VALARM') {
      current.alarms++;
      depth++;
    } else if (line === 'END:VALARM') depth--;
    else if (depth === 0) {
      const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
      expect(match, `a property line: ${line}`).not.toBeNull();
      current.props.set(match![1], { params: match![2], value: match![3] });
    }
  }
  return events;
}

/** A floating date-time (YYYYMMDDTHHMMSS) as its wall clock in a Date's UTC fields; anything else fails. */
function floating(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(value);
  expect(m, `a floating date-time: ${value}`).not.toBeNull();
  const [y, mo, d, h, mi, s] = m!.slice(1).map(Number);
  return at(y, mo - 1, d, h, mi, s);
}

/** An RRULE of FREQ=WEEKLY with BYDAY and UNTIL only. */
function readRule(value: string): { byDay: string[]; until: Date } {
  const parts = new Map(
    value.split(';').map((part) => {
      const [key, v, ...rest] = part.split('=');
      expect(rest).toEqual([]);
      expect(RULE_KEYS.has(key), `a known rule part: ${key}`).toBe(true);
      return [key, v] as const;
    }),
  );
  expect(parts.get('FREQ')).toBe('WEEKLY');
  const byDay = parts.get('BYDAY')!.split(',');
  byDay.forEach((d) => expect(BYDAY_CODES).toContain(d));
  return { byDay, until: floating(parts.get('UNTIL')!) };
}

const at = (...parts: [number, number, number, number?, number?, number?]) => new Date(Date.UTC(...parts));
const code = (d: Date) => BYDAY_CODES[(d.getUTCDay() + 6) % 7];
const ymd = (d: Date) => `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`;

/** The sessions the rule yields: DTSTART, then every listed weekday at its time through UNTIL (inclusive). */
function expand(start: Date, rule: { byDay: string[]; until: Date }): Date[] {
  const sessions: Date[] = [];
  for (let d = new Date(start); d <= rule.until; d.setUTCDate(d.getUTCDate() + 1))
    if (d.getTime() === start.getTime() || rule.byDay.includes(code(d))) sessions.push(new Date(d));
  return sessions;
}

function readCalendar(ics: string) {
  const events = readEvents(ics);
  const series = events.filter((e) => e.props.has('RRULE'));
  expect(series).toHaveLength(1);
  const start = floating(series[0].props.get('DTSTART')!.value);
  const end = floating(series[0].props.get('DTEND')!.value);
  const rule = readRule(series[0].props.get('RRULE')!.value);
  // A session's own instance of the series: the same UID, its RECURRENCE-ID, that day's step.
  const instances = events
    .filter((e) => e.props.has('RECURRENCE-ID'))
    .map((e) => {
      expect(e.props.get('UID')!.value).toBe(series[0].props.get('UID')!.value);
      const recurrence = floating(e.props.get('RECURRENCE-ID')!.value);
      expect(floating(e.props.get('DTSTART')!.value)).toEqual(recurrence);
      return {
        at: recurrence,
        description: e.props
          .get('DESCRIPTION')!
          .value.replace(/\\n/g, '\n')
          .replace(/\\([,;\\])/g, '$1'),
      };
    });
  const milestones = events
    .filter((e) => !e.props.has('RRULE') && !e.props.has('RECURRENCE-ID'))
    .map((e) => {
      const dtstart = e.props.get('DTSTART')!;
      expect(dtstart.params).toBe(';VALUE=DATE');
      const m = /^(\d{4})(\d{2})(\d{2})$/.exec(dtstart.value);
      expect(m).not.toBeNull();
      return { day: at(Number(m![1]), Number(m![2]) - 1, Number(m![3])), alarms: e.alarms };
    });
  return { start, end, rule, sessions: expand(start, rule), milestones, instances };
}

const quest = (overrides: Partial<CalendarQuest['plan']['schedule']>, days: number[]): CalendarQuest => ({
  questId: 'q-vet-1',
  title: 'Vet: sketch a clinic day',
  description: 'Sketch a vet clinic day and show it to a friend.',
  plan: {
    milestones: days.map((due_in_days, i) => ({ title: `Step ${i + 1}`, description: 'Do it.', due_in_days })),
    schedule: { weekly_plan: 'Mon–Fri: 45 minutes per day', minutes_per_day: 45, duration_weeks: 4, ...overrides },
  },
});

// A Friday: day 9 is a Sunday, and day 28 is Friday 25 December.
const friday = new Date(2026, 10, 27, 9, 30);

describe('the quest calendar', () => {
  it('repeats on the plan days only, through the last milestone, with every milestone on a plan day', async () => {
    const cal = readCalendar(await buildQuestCalendar(quest({}, [9, 14, 28]), friday));
    expect(cal.rule.byDay).toEqual(['MO', 'TU', 'WE', 'TH', 'FR']);
    expect(cal.start).toEqual(at(2026, 10, 27, 18, 0, 0));
    expect(cal.end.getTime() - cal.start.getTime()).toBe(45 * 60_000);
    expect(cal.rule.until).toEqual(at(2026, 11, 25, 23, 59, 59));
    expect(cal.sessions).toHaveLength(21);
    cal.sessions.forEach((s) => expect(['SA', 'SU']).not.toContain(code(s)));
    expect(ymd(cal.sessions.at(-1)!)).toBe('2026-12-25');

    expect(cal.milestones.map((m) => ymd(m.day))).toEqual(['2026-12-7', '2026-12-11', '2026-12-25']);
    cal.milestones.forEach((m) => {
      expect(cal.rule.byDay).toContain(code(m.day));
      expect(cal.sessions.map(ymd)).toContain(ymd(m.day));
      expect(m.alarms).toBe(1);
    });
  });

  it("gives each day's session its step: day 1 the quest, then the plan's days in order", async () => {
    const cal = readCalendar(await buildQuestCalendar(quest({}, [9, 14, 28]), friday));
    // 21 sessions through the last milestone; the plan has 20 days' steps.
    expect(cal.instances).toHaveLength(20);
    expect(cal.instances.map((i) => i.at)).toEqual(cal.sessions.slice(0, 20));
    expect(cal.instances[0].description).toBe(
      'Today’s step (day 1 of 20): Do the quest “Vet: sketch a clinic day”: sketch a vet clinic day and show it to a friend.\n\nMon–Fri: 45 minutes per day',
    );
    expect(cal.instances[1].description).toMatch(/^Today’s step \(day 2 of 20\): /);
    // Part-way through: the first session exported carries that day's step.
    const later = readCalendar(await buildQuestCalendar({ ...quest({}, [9, 14, 28]), fromDay: 5 }, friday));
    expect(later.instances).toHaveLength(16);
    expect(later.instances[0].description).toMatch(/^Today’s step \(day 5 of 20\): /);
  });

  it("starts on the first plan day, follows a plan's own days, and reaches a milestone past its weeks", async () => {
    const saturday = new Date(2026, 10, 28, 20, 0);
    const plan = quest({ weekdays: ['mon', 'wed', 'fri'], duration_weeks: 1 }, [2, 12]);
    const cal = readCalendar(await buildQuestCalendar(plan, saturday));
    expect(cal.rule.byDay).toEqual(['MO', 'WE', 'FR']);
    expect(cal.start).toEqual(at(2026, 10, 30, 18, 0, 0));
    expect(cal.milestones.map((m) => ymd(m.day))).toEqual(['2026-11-30', '2026-12-11']);
    expect(ymd(cal.rule.until)).toBe('2026-12-11');
    expect(cal.sessions.map(ymd)).toEqual([
      '2026-11-30',
      '2026-12-2',
      '2026-12-4',
      '2026-12-7',
      '2026-12-9',
      '2026-12-11',
    ]);
  });

  it('defaults to 4 weeks of 30-minute sessions when the schedule has no length', async () => {
    const cal = readCalendar(await buildQuestCalendar(quest({ minutes_per_day: 0, duration_weeks: 0 }, [7]), friday));
    expect(cal.end.getTime() - cal.start.getTime()).toBe(30 * 60_000);
    expect(ymd(cal.rule.until)).toBe('2026-12-24');
    expect(cal.sessions).toHaveLength(20);
  });

  it('links to a Google Calendar template with the same weekly rule, and names the file after the quest', () => {
    const url = new URL(googleCalendarLink(quest({}, [9, 14, 28]), friday));
    expect(url.host).toBe('calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261127T180000/20261127T184500');
    const recur = url.searchParams.get('recur')!;
    expect(recur.startsWith('RRULE:')).toBe(true);
    expect(readRule(recur.slice('RRULE:'.length))).toEqual({
      byDay: ['MO', 'TU', 'WE', 'TH', 'FR'],
      until: at(2026, 11, 25, 23, 59, 59),
    });
    expect(url.searchParams.get('text')).toBe('SideQuest: Vet: sketch a clinic day');
    expect(icsFileName('Vet: sketch a clinic day')).toBe('sidequest-vet-sketch-a-clinic-day.ics');
  });
});
