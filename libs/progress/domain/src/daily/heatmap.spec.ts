import { describe, expect, it } from 'vitest';
import { addDays } from '@sidequest/kernel';
import { decideCheckIn, type CheckIn } from './check-in';
import { buildHeatmap, HEATMAP_WEEKS } from './heatmap';
import { weekDates } from './streak';

const CURRENT = '2026-11-23';
const TODAY = '2026-11-25'; // Wednesday
const weeksAgo = (n: number) => addDays(CURRENT, -7 * n);
const days = (monday: string, count: number) =>
  weekDates(monday)
    .slice(0, count)
    .map((localDate) => ({ localDate }));
/** A flag per drawn week (oldest first), true for the weeks at these indexes only. */
const onlyWeeks = (...indexes: number[]) => Array.from({ length: HEATMAP_WEEKS }, (_, i) => indexes.includes(i));

describe('buildHeatmap', () => {
  it('draws the current week and the eleven before it, Monday first, with future days marked', () => {
    const map = buildHeatmap({ checkIns: [], weeklyGoal: 5, today: TODAY });
    expect(HEATMAP_WEEKS).toBe(12);
    expect(map.weeks).toHaveLength(12);
    expect(map.weeks[0].start).toBe(weeksAgo(11));
    expect(map.weeks.at(-1)?.start).toBe(CURRENT);
    const dates = map.weeks.flatMap((w) => w.days.map((d) => d.date));
    expect(dates).toHaveLength(84);
    expect(dates.every((d, i) => i === 0 || d === addDays(dates[i - 1], 1))).toBe(true);
    expect(map.weeks.map((w) => w.days[0].date)).toEqual(map.weeks.map((w) => w.start));
    expect(map.weeks.at(-1)?.days.map((d) => d.future)).toEqual([false, false, false, true, true, true, true]);
    expect(map.weeks.slice(0, -1).every((w) => w.days.every((d) => !d.future))).toBe(true);
    expect(map.weeks.map((w) => w.current)).toEqual([...Array(11).fill(false), true]);
    expect(map.summary).toBe('12 weeks: 0 days checked in; streak 0 weeks; 0 pauses used');
  });

  it('marks exactly the days checked in, and each week’s goal, count, met and paused', () => {
    const checkIns = [
      ...days(weeksAgo(7), 4),
      ...days(weeksAgo(6), 2),
      ...days(weeksAgo(5), 6),
      ...days(weeksAgo(4), 6),
      // three weeks ago: nothing, so the pause is spent
      ...days(weeksAgo(2), 5),
      ...days(weeksAgo(1), 5),
      ...days(CURRENT, 3),
    ];
    const map = buildHeatmap({ checkIns, weeklyGoal: 5, today: TODAY });
    const drawn = map.weeks.flatMap((w) => w.days.filter((d) => d.checkedIn).map((d) => d.date));
    expect(drawn).toEqual(checkIns.map((c) => c.localDate));
    expect(map.weeks.map((w) => w.count)).toEqual([0, 0, 0, 0, 4, 2, 6, 6, 0, 5, 5, 3]);
    expect(map.weeks.map((w) => w.goal)).toEqual(Array(12).fill(5));
    expect(map.weeks.map((w) => w.met)).toEqual(onlyWeeks(6, 7, 9, 10));
    expect(map.weeks.map((w) => w.paused)).toEqual(onlyWeeks(8));
    expect(map).toMatchObject({ streak: 4, checkedInDays: 31, pausesUsed: 1, message: null });
    expect(map.summary).toBe('12 weeks: 31 days checked in; streak 4 weeks; 1 pause used');
    expect(map.weeks.map((w) => w.label).slice(-5)).toEqual([
      `Week of ${weeksAgo(4)}: 6 of 5 days, goal met`,
      `Week of ${weeksAgo(3)}: 0 of 5 days, paused`,
      `Week of ${weeksAgo(2)}: 5 of 5 days, goal met`,
      `Week of ${weeksAgo(1)}: 5 of 5 days, goal met`,
      `Week of ${CURRENT}: 3 of 5 days, in progress`,
    ]);
    expect(map.weeks[5].label).toBe(`Week of ${weeksAgo(6)}: 2 of 5 days, goal missed`);
    // Before the first check-in nothing was missed.
    expect(map.weeks[3].label).toBe(`Week of ${weeksAgo(8)}: before your first check-in`);
  });

  it('calls no week before the first check-in a miss', () => {
    const map = buildHeatmap({ checkIns: days(CURRENT, 1), weeklyGoal: 5, today: TODAY });
    expect(map.weeks.slice(0, -1).map((w) => w.label)).toEqual(
      map.weeks.slice(0, -1).map((w) => `Week of ${w.start}: before your first check-in`),
    );
    expect(map.weeks.map((w) => w.label).join('\n')).not.toMatch(/missed/);
  });

  it('says when the pause was just spent, and in the singular for one', () => {
    const spent = buildHeatmap({
      checkIns: [...days(weeksAgo(3), 5), ...days(weeksAgo(2), 5), ...days(weeksAgo(1), 1)],
      weeklyGoal: 5,
      today: TODAY,
    });
    expect(spent.message).toBe('Pause used: your 2-week streak is safe');
    const one = buildHeatmap({ checkIns: days(CURRENT, 1), weeklyGoal: 1, today: CURRENT });
    expect(one.summary).toBe('12 weeks: 1 day checked in; streak 1 week; 0 pauses used');
    expect(one.weeks.at(-1)?.label).toBe(`Week of ${CURRENT}: 1 of 1 day, goal met so far`);
  });

  it('counts weeks older than the picture in the streak, but not in the drawn days', () => {
    const checkIns = Array.from({ length: 15 }, (_, i) => days(weeksAgo(15 - i), 5)).flat();
    const map = buildHeatmap({ checkIns, weeklyGoal: 5, today: TODAY });
    expect(map.streak).toBe(15);
    expect(map.checkedInDays).toBe(55);
    expect(map.summary).toBe('12 weeks: 55 days checked in; streak 15 weeks; 0 pauses used');
  });

  it('draws each week’s own goal line when the plan changes', () => {
    const map = buildHeatmap({
      checkIns: days(weeksAgo(1), 3),
      weeklyGoal: [
        { from: weeksAgo(20), goal: 5 },
        { from: weeksAgo(1), goal: 3 },
      ],
      today: TODAY,
    });
    expect(map.weeks.map((w) => w.goal)).toEqual([...Array(10).fill(5), 3, 3]);
    expect(map.weeks[10]).toMatchObject({ count: 3, met: true });
  });

  it('draws a smaller picture when asked', () => {
    const map = buildHeatmap({ checkIns: days(CURRENT, 2), weeklyGoal: 5, today: TODAY }, 4);
    expect(map.weeks.map((w) => w.start)).toEqual([weeksAgo(3), weeksAgo(2), weeksAgo(1), CURRENT]);
    expect(map.summary).toBe('4 weeks: 2 days checked in; streak 0 weeks; 0 pauses used');
  });

  it('shows the days a person checked in over a fortnight with a missed week, a move across zones and daylight-saving nights', () => {
    const user = { userId: 'u-ada', questId: 'q-nurse' };
    let stored: CheckIn[] = [];
    const mark = (iso: string, zone: string) => {
      const result = decideCheckIn(stored, new Date(iso), zone, user);
      if (!result.ok) throw new Error(result.error.message);
      if (result.value.changed) stored = [...stored, result.value.checkIn];
      return result.value;
    };
    // Week of 2026-10-12 in Berlin: five mornings, one of them marked twice.
    for (const day of ['12', '13', '14', '15', '16']) mark(`2026-10-${day}T06:00:00Z`, 'Europe/Berlin');
    expect(mark('2026-10-16T20:00:00Z', 'Europe/Berlin').changed).toBe(false);
    // Week of 2026-10-19: only Monday, and Sunday 23:30 on the night Berlin's clocks go back (22:30Z).
    mark('2026-10-19T06:00:00Z', 'Europe/Berlin');
    mark('2026-10-25T22:30:00Z', 'Europe/Berlin');
    // Week of 2026-10-26: two days in Berlin, then New York from Wednesday, through its own fall-back night.
    mark('2026-10-26T06:00:00Z', 'Europe/Berlin');
    mark('2026-10-27T06:00:00Z', 'Europe/Berlin');
    mark('2026-10-28T23:00:00Z', 'America/New_York'); // Wednesday 19:00 there, Thursday in Berlin
    mark('2026-10-30T03:30:00Z', 'America/New_York'); // Thursday 23:30 there
    mark('2026-11-01T05:30:00Z', 'America/New_York'); // Sunday 01:30, the first of two
    expect(mark('2026-11-01T06:30:00Z', 'America/New_York').changed).toBe(false); // 01:30 again
    const today = '2026-11-02';
    const map = buildHeatmap({ checkIns: stored, weeklyGoal: 5, today });

    const drawn = map.weeks.flatMap((w) => w.days.filter((d) => d.checkedIn).map((d) => d.date));
    expect(drawn).toEqual([
      ...['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16'],
      ...['2026-10-19', '2026-10-25'],
      ...['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-11-01'],
    ]);
    const [first, missed, travel, current] = map.weeks.slice(-4);
    expect([first.met, missed.paused, travel.met, current.current]).toEqual([true, true, true, true]);
    expect(map.streak).toBe(2);
    expect(map.message).toBeNull();
    expect(map.summary).toBe('12 weeks: 12 days checked in; streak 2 weeks; 1 pause used');
  });
});
