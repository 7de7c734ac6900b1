import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, localParts, weekdayOf, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('reads the local day, weekday and time of an instant', () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(localParts(instant, 'UTC')).toEqual({ date: '2026-11-23', weekday: 'mon', minutes: 23 * 60 + 30 });
    expect(localParts(instant, 'Europe/Berlin')).toEqual({ date: '2026-11-24', weekday: 'tue', minutes: 30 });
    expect(localParts(instant, 'America/Los_Angeles')).toEqual({
      date: '2026-11-23',
      weekday: 'mon',
      minutes: 15 * 60 + 30,
    });
  });

  it('knows zone names and calendar days', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('turns a local date and time into the instant, on ordinary days and in zones with odd offsets', () => {
    expect(zonedInstant('2026-11-24', 18 * 60, 'Europe/Berlin').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(zonedInstant('2026-07-24', 18 * 60, 'Europe/Berlin').toISOString()).toBe('2026-07-24T16:00:00.000Z');
    expect(zonedInstant('2026-11-24', 9 * 60, 'Asia/Kolkata').toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(zonedInstant('2026-11-24', 0, 'Pacific/Kiritimati').toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('moves a time skipped by spring-forward past the gap, and takes the first of a time shown twice', () => {
    // Berlin: 2026-03-29 02:00 → 03:00; 2026-10-25 03:00 → 02:00.
    expect(zonedInstant('2026-03-29', 2 * 60 + 30, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localParts(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin').minutes).toBe(3 * 60 + 30);
    expect(zonedInstant('2026-10-25', 2 * 60 + 30, 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // New York: 2026-03-08 02:00 → 03:00.
    expect(zonedInstant('2026-03-08', 18 * 60, 'America/New_York').toISOString()).toBe('2026-03-08T22:00:00.000Z');
    expect(zonedInstant('2026-03-07', 18 * 60, 'America/New_York').toISOString()).toBe('2026-03-07T23:00:00.000Z');
  });
});
