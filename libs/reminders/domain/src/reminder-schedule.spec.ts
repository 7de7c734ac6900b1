import { describe, expect, it } from 'vitest';
import { localParts } from '@sidequest/kernel';
import {
  advanceReminder,
  decideReminder,
  nextReminderAt,
  UNANSWERED_BEFORE_PAUSE,
  type ReminderSchedule,
} from './reminder-schedule';

const weekdays: ReminderSchedule = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  minutes: 18 * 60,
  zone: 'Europe/Berlin',
};
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('reminder schedule', () => {
  it('is the chosen time on the next chosen day, in the person’s zone', () => {
    // Tuesday 2026-11-24, 10:00 in Berlin.
    expect(iso(nextReminderAt(weekdays, new Date('2026-11-24T09:00:00Z')))).toBe('2026-11-24T17:00:00.000Z');
    // Past 18:00 on Friday: Monday.
    expect(iso(nextReminderAt(weekdays, new Date('2026-11-27T17:00:00Z')))).toBe('2026-11-30T17:00:00.000Z');
    expect(nextReminderAt({ ...weekdays, days: [] }, new Date())).toBeNull();
  });

  it('keeps 18:00 on the person’s clock across both daylight-saving changes', () => {
    const daily: ReminderSchedule = { ...weekdays, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] };
    let at = new Date('2026-03-27T18:00:00Z');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      at = nextReminderAt(daily, at)!;
      seen.push(
        `${localParts(at, 'Europe/Berlin').date} ${localParts(at, 'Europe/Berlin').minutes / 60}:00 ${at.toISOString().slice(11, 16)}Z`,
      );
    }
    expect(seen).toEqual([
      '2026-03-28 18:00 17:00Z',
      '2026-03-29 18:00 16:00Z',
      '2026-03-30 18:00 16:00Z',
      '2026-03-31 18:00 16:00Z',
    ]);
    expect(iso(nextReminderAt(daily, new Date('2026-10-25T12:00:00Z')))).toBe('2026-10-25T17:00:00.000Z');
  });

  it('moves with a person who travels: the same local time in the new zone', () => {
    const after = new Date('2026-11-24T09:00:00Z');
    expect(iso(nextReminderAt({ ...weekdays, zone: 'America/New_York' }, after))).toBe('2026-11-24T23:00:00.000Z');
    expect(iso(nextReminderAt({ ...weekdays, zone: 'Asia/Tokyo' }, after))).toBe('2026-11-25T09:00:00.000Z');
  });

  it('catches up by one reminder after a worker outage, never a burst', () => {
    const due = new Date('2026-11-23T17:00:00Z'); // Monday 18:00
    const backOnThursdayNoon = new Date('2026-11-26T11:00:00Z');
    expect(iso(advanceReminder(weekdays, due, backOnThursdayNoon))).toBe('2026-11-26T17:00:00.000Z');
    expect(iso(advanceReminder(weekdays, due, due))).toBe('2026-11-24T17:00:00.000Z');
  });

  it('skips without a quest or after a check-in, and pauses after seven unanswered', () => {
    expect(decideReminder({ hasCurrentQuest: false, checkedInToday: false, unansweredInRow: 0 })).toEqual({
      send: false,
      reason: 'no-current-quest',
    });
    expect(decideReminder({ hasCurrentQuest: true, checkedInToday: true, unansweredInRow: 3 })).toEqual({
      send: false,
      reason: 'checked-in-today',
    });
    expect(
      decideReminder({ hasCurrentQuest: true, checkedInToday: false, unansweredInRow: UNANSWERED_BEFORE_PAUSE - 2 }),
    ).toEqual({ send: true, pauseAfter: false });
    expect(
      decideReminder({ hasCurrentQuest: true, checkedInToday: false, unansweredInRow: UNANSWERED_BEFORE_PAUSE - 1 }),
    ).toEqual({ send: true, pauseAfter: true });
  });
});
