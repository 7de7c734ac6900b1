import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '@sidequest/kernel';
import { localDateOf } from './check-in';
import { computeStreak, goalForWeek, PAUSE_EVERY_WEEKS, weekDates, weekStartOf, type WeekStatus } from './streak';

// Monday 2026-11-23 starts the current week in most tests; "today" is its Wednesday.
const CURRENT = '2026-11-23';
const TODAY = '2026-11-25';
/** The Monday `n` weeks before the current week. */
const weeksAgo = (n: number) => addDays(CURRENT, -7 * n);
/** Check-ins on the first `days` days of the week starting on `monday`. */
const days = (monday: string, count: number) =>
  weekDates(monday)
    .slice(0, count)
    .map((localDate) => ({ localDate }));
/** Check-ins per finished week, oldest first: the count of days checked in each week. */
const history = (...counts: number[]) => counts.flatMap((count, i) => days(weeksAgo(counts.length - i), count));
const statuses = (weeks: { status: WeekStatus }[]) => weeks.map((w) => w.status);
/** A check-in made at a local time on a local date in a zone, as stored: its local date there. */
const at = (date: string, hh: number, mm: number, zone: string) => ({
  localDate: localDateOf(zonedInstant(date, hh * 60 + mm, zone), zone),
});

describe('weeks', () => {
  it('start on Monday, on the calendar date itself', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

describe('goalForWeek', () => {
  it('is the goal in force on the week’s Sunday, the first one before any change, and 1 to 7', () => {
    const goals = [
      { from: '2026-11-05', goal: 3 }, // a Thursday: applies to that whole week
      { from: '2026-10-01', goal: 5 },
    ];
    expect(goalForWeek(goals, '2026-09-21')).toBe(5);
    expect(goalForWeek(goals, '2026-10-26')).toBe(5);
    expect(goalForWeek(goals, '2026-11-02')).toBe(3);
    expect(goalForWeek(goals, '2026-11-23')).toBe(3);
    expect(goalForWeek([], '2026-11-23')).toBe(5);
    expect(goalForWeek(9, '2026-11-23')).toBe(7);
    expect(goalForWeek([{ from: '2026-01-01', goal: 0 }], '2026-11-23')).toBe(1);
  });
});

describe('computeStreak', () => {
  it('is zero with no check-ins, and nothing is paused or said', () => {
    const s = computeStreak({ checkIns: [], weeklyGoal: 5, today: TODAY });
    expect(s).toMatchObject({ streak: 0, pausedWeeks: [], pauseAvailable: true, message: null });
    expect(s.weeks).toEqual([{ start: CURRENT, goal: 5, count: 0, status: 'open' }]);
  });

  it('counts consecutive finished weeks that met the goal, from the first week with a check-in', () => {
    const s = computeStreak({ checkIns: history(5, 6, 7, 5), weeklyGoal: 5, today: TODAY });
    expect(s.streak).toBe(4);
    expect(statuses(s.weeks)).toEqual(['met', 'met', 'met', 'met', 'open']);
    expect(s.weeks[0]).toEqual({ start: weeksAgo(4), goal: 5, count: 5, status: 'met' });
    expect(s.message).toBeNull();
  });

  it('counts each local day once, however many check-ins it has', () => {
    const s = computeStreak({
      checkIns: [...days(weeksAgo(1), 4), ...days(weeksAgo(1), 4)],
      weeklyGoal: 5,
      today: TODAY,
    });
    expect(s.weeks[0]).toMatchObject({ count: 4 });
  });

  it('does not let the current week break the streak before it is over, and counts it once it is met', () => {
    const monday = computeStreak({ checkIns: history(5, 5, 5), weeklyGoal: 5, today: CURRENT });
    expect(monday.streak).toBe(3);
    expect(monday.currentWeek).toEqual({ start: CURRENT, goal: 5, count: 0, status: 'open' });
    const sunday = computeStreak({
      checkIns: [...history(5, 5, 5), ...days(CURRENT, 2)],
      weeklyGoal: 5,
      today: addDays(CURRENT, 6),
    });
    expect(sunday.streak).toBe(3);
    expect(sunday.currentWeek.status).toBe('open');
    const met = computeStreak({
      checkIns: [...history(5, 5, 5), ...days(CURRENT, 5)],
      weeklyGoal: 5,
      today: addDays(CURRENT, 4),
    });
    expect(met.streak).toBe(4);
    expect(met.currentWeek).toEqual({ start: CURRENT, goal: 5, count: 5, status: 'met' });
  });

  it('judges the current week once the next one has begun', () => {
    const checkIns = [...history(5, 5, 5), ...days(CURRENT, 2)];
    const nextMonday = computeStreak({ checkIns, weeklyGoal: 5, today: addDays(CURRENT, 7) });
    expect(statuses(nextMonday.weeks)).toEqual(['met', 'met', 'met', 'paused', 'open']);
    expect(nextMonday.streak).toBe(3);
  });

  it('spends the pause on a missed week by itself, and says the streak is safe', () => {
    const s = computeStreak({ checkIns: history(5, 5, 5, 5, 5, 5, 2), weeklyGoal: 5, today: TODAY });
    expect(statuses(s.weeks)).toEqual(['met', 'met', 'met', 'met', 'met', 'met', 'paused', 'open']);
    expect(s.streak).toBe(6);
    expect(s.pausedWeeks).toEqual([weeksAgo(1)]);
    expect(s.pauseAvailable).toBe(false);
    expect(s.message).toBe('Pause used: your 6-week streak is safe');
  });

  it('goes on after a paused week, without counting the pause itself', () => {
    const s = computeStreak({ checkIns: history(5, 5, 5, 0, 5, 5), weeklyGoal: 5, today: TODAY });
    expect(statuses(s.weeks)).toEqual(['met', 'met', 'met', 'paused', 'met', 'met', 'open']);
    expect(s.streak).toBe(5);
    expect(s.pausedWeeks).toEqual([weeksAgo(3)]);
    expect(s.message).toBeNull();
  });

  it('breaks on a second miss within four weeks of a pause', () => {
    const s = computeStreak({ checkIns: history(5, 5, 0, 5, 5, 3, 5), weeklyGoal: 5, today: TODAY });
    expect(statuses(s.weeks)).toEqual(['met', 'met', 'paused', 'met', 'met', 'missed', 'met', 'open']);
    expect(s.streak).toBe(1);
    expect(s.pausedWeeks).toEqual([weeksAgo(5)]);
  });

  it('allows the next pause four weeks after the last one', () => {
    expect(PAUSE_EVERY_WEEKS).toBe(4);
    const s = computeStreak({ checkIns: history(5, 0, 5, 5, 5, 0, 5), weeklyGoal: 5, today: TODAY });
    expect(statuses(s.weeks)).toEqual(['met', 'paused', 'met', 'met', 'met', 'paused', 'met', 'open']);
    expect(s.streak).toBe(5);
    expect(s.pausedWeeks).toEqual([weeksAgo(6), weeksAgo(2)]);
  });

  it('breaks on two missed weeks in a row: the first is paused, the second ends the streak', () => {
    const s = computeStreak({ checkIns: history(5, 5, 5, 5, 5, 5, 1, 0), weeklyGoal: 5, today: TODAY });
    expect(statuses(s.weeks)).toEqual(['met', 'met', 'met', 'met', 'met', 'met', 'paused', 'missed', 'open']);
    expect(s.streak).toBe(0);
    expect(s.message).toBeNull();
    // Still nothing to pause until a new streak runs, and the old pause still counts against the next.
    const later = computeStreak({ checkIns: [...history(5, 5, 5, 5, 5, 5, 1, 0, 5, 0)], weeklyGoal: 5, today: TODAY });
    expect(statuses(later.weeks).slice(-4)).toEqual(['missed', 'met', 'missed', 'open']);
    expect(later.streak).toBe(0);
  });

  it('spends no pause while there is no streak to keep', () => {
    const s = computeStreak({ checkIns: history(2, 3, 5), weeklyGoal: 5, today: TODAY });
    expect(statuses(s.weeks)).toEqual(['missed', 'missed', 'met', 'open']);
    expect(s.pausedWeeks).toEqual([]);
    expect(s.pauseAvailable).toBe(true);
    expect(s.streak).toBe(1);
  });

  it('judges each week by the goal in force then, when the plan changes', () => {
    const goals = [
      { from: weeksAgo(4), goal: 5 },
      { from: addDays(weeksAgo(2), 3), goal: 3 },
    ];
    const s = computeStreak({ checkIns: history(5, 3, 3, 3), weeklyGoal: goals, today: TODAY });
    expect(s.weeks.map((w) => w.goal)).toEqual([5, 5, 3, 3, 3]);
    expect(statuses(s.weeks)).toEqual(['met', 'paused', 'met', 'met', 'open']);
    expect(s.streak).toBe(3);
  });

  describe('in the person’s zone', () => {
    // Week of Monday 2026-11-16, four check-ins Monday to Thursday at 19:00 in Berlin; goal 5.
    const berlin = 'Europe/Berlin';
    const fourDays = weekDates('2026-11-16')
      .slice(0, 4)
      .map((d) => at(d, 19, 0, berlin));

    it('counts Sunday 23:30 in the week it ends, and Monday 00:30 in the next', () => {
      const sunday = at('2026-11-22', 23, 30, berlin);
      const monday = at('2026-11-23', 0, 30, berlin);
      // Both are Sunday evening in UTC.
      expect(zonedInstant('2026-11-22', 23 * 60 + 30, berlin).toISOString()).toBe('2026-11-22T22:30:00.000Z');
      expect(zonedInstant('2026-11-23', 30, berlin).toISOString()).toBe('2026-11-22T23:30:00.000Z');
      const onSunday = computeStreak({ checkIns: [...fourDays, sunday], weeklyGoal: 5, today: TODAY });
      expect(onSunday.weeks[0]).toEqual({ start: '2026-11-16', goal: 5, count: 5, status: 'met' });
      expect(onSunday.streak).toBe(1);
      const onMonday = computeStreak({ checkIns: [...fourDays, monday], weeklyGoal: 5, today: TODAY });
      expect(onMonday.weeks[0]).toEqual({ start: '2026-11-16', goal: 5, count: 4, status: 'missed' });
      expect(onMonday.currentWeek.count).toBe(1);
      expect(onMonday.streak).toBe(0);
    });

    it('keeps week boundaries at local midnight across Berlin’s daylight-saving changes', () => {
      // Spring forward on Sunday 2026-03-29: the week of 2026-03-23 has a 23-hour Sunday.
      expect(at('2026-03-29', 23, 30, berlin).localDate).toBe('2026-03-29');
      expect(localDateOf(new Date('2026-03-29T21:30:00Z'), berlin)).toBe('2026-03-29');
      expect(localDateOf(new Date('2026-03-29T22:30:00Z'), berlin)).toBe('2026-03-30');
      const march = [
        ...weekDates('2026-03-23')
          .slice(0, 4)
          .map((d) => at(d, 7, 30, berlin)),
        at('2026-03-29', 23, 30, berlin),
        at('2026-03-30', 0, 30, berlin),
      ];
      const spring = computeStreak({ checkIns: march, weeklyGoal: 5, today: '2026-03-31' });
      expect(spring.weeks).toEqual([
        { start: '2026-03-23', goal: 5, count: 5, status: 'met' },
        { start: '2026-03-30', goal: 5, count: 1, status: 'open' },
      ]);
      // Fall back on Sunday 2026-10-25: a 25-hour Sunday; 02:30 is shown twice and is still one day.
      expect(localDateOf(new Date('2026-10-25T22:30:00Z'), berlin)).toBe('2026-10-25');
      expect(localDateOf(new Date('2026-10-25T23:30:00Z'), berlin)).toBe('2026-10-26');
      const twiceAt0230 = [new Date('2026-10-25T00:30:00Z'), new Date('2026-10-25T01:30:00Z')].map((i) => ({
        localDate: localDateOf(i, berlin),
      }));
      const october = [
        ...weekDates('2026-10-19')
          .slice(0, 3)
          .map((d) => at(d, 7, 30, berlin)),
        ...twiceAt0230,
        { localDate: localDateOf(new Date('2026-10-25T22:30:00Z'), berlin) },
      ];
      const fall = computeStreak({ checkIns: october, weeklyGoal: 5, today: '2026-10-27' });
      expect(fall.weeks[0]).toEqual({ start: '2026-10-19', goal: 5, count: 4, status: 'missed' });
      const withMonday = computeStreak({
        checkIns: [...october, at('2026-10-22', 7, 30, berlin)],
        weeklyGoal: 5,
        today: '2026-10-27',
      });
      expect(withMonday.weeks[0]).toMatchObject({ count: 5, status: 'met' });
    });

    it('keeps week boundaries at local midnight across New York’s daylight-saving changes', () => {
      const ny = 'America/New_York';
      // Spring forward on Sunday 2026-03-08, fall back on Sunday 2026-11-01.
      expect(localDateOf(new Date('2026-03-09T03:30:00Z'), ny)).toBe('2026-03-08');
      expect(localDateOf(new Date('2026-03-09T04:30:00Z'), ny)).toBe('2026-03-09');
      expect(localDateOf(new Date('2026-11-02T04:30:00Z'), ny)).toBe('2026-11-01');
      expect(localDateOf(new Date('2026-11-02T05:30:00Z'), ny)).toBe('2026-11-02');
      // Every weekday at 06:30 from September to December, through the fall-back week: all weeks met.
      const checkIns: { localDate: string }[] = [];
      for (let monday = '2026-09-07'; monday < '2026-12-07'; monday = addDays(monday, 7)) {
        checkIns.push(
          ...weekDates(monday)
            .slice(0, 5)
            .map((d) => at(d, 6, 30, ny)),
        );
      }
      const s = computeStreak({ checkIns, weeklyGoal: 5, today: '2026-12-07' });
      expect(s.weeks.every((w) => w.count === 5 || w.status === 'open')).toBe(true);
      expect(s.streak).toBe(13);
      // The week that ends with the 25-hour Sunday holds exactly its own seven days.
      const fallWeek = s.weeks.find((w) => w.start === '2026-10-26');
      expect(fallWeek).toEqual({ start: '2026-10-26', goal: 5, count: 5, status: 'met' });
    });

    it('keeps a traveller’s check-ins on the days they lived them', () => {
      // Monday to Wednesday in Berlin, then a flight to New York: Thursday, Saturday, and Sunday at
      // 20:00 there, which is already Monday 02:00 in Berlin.
      const ny = 'America/New_York';
      const trip = [
        at('2026-11-16', 8, 0, berlin),
        at('2026-11-17', 8, 0, berlin),
        at('2026-11-18', 8, 0, berlin),
        at('2026-11-19', 20, 0, ny),
        at('2026-11-21', 20, 0, ny),
      ];
      const sundayEvening = zonedInstant('2026-11-22', 20 * 60, ny);
      expect(localDateOf(sundayEvening, berlin)).toBe('2026-11-23');
      const s = computeStreak({
        checkIns: [...trip, { localDate: localDateOf(sundayEvening, ny) }],
        weeklyGoal: 5,
        today: '2026-11-23',
      });
      expect(s.weeks[0]).toEqual({ start: '2026-11-16', goal: 5, count: 6, status: 'met' });
      expect(s.currentWeek.count).toBe(0);
      // Back home, the same Sunday read in Berlin would have fallen in the next week.
      const readInBerlin = computeStreak({
        checkIns: [...trip, { localDate: localDateOf(sundayEvening, berlin) }],
        weeklyGoal: 6,
        today: '2026-11-24',
      });
      expect(readInBerlin.weeks[0]).toMatchObject({ count: 5, status: 'missed' });
    });

    it('counts a day once when a traveller checks in on the same local date in two zones', () => {
      const tuesdayInTokyo = at('2026-11-17', 9, 0, 'Asia/Tokyo');
      const tuesdayInHonolulu = at('2026-11-17', 9, 0, 'Pacific/Honolulu');
      const s = computeStreak({ checkIns: [tuesdayInTokyo, tuesdayInHonolulu], weeklyGoal: 1, today: '2026-11-24' });
      expect(s.weeks[0]).toEqual({ start: '2026-11-16', goal: 1, count: 1, status: 'met' });
    });
  });
});
