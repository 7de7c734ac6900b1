import { describe, expect, it } from 'vitest';
import * as zoned from './zoned-time';
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

  it('accepts only canonical IANA names (any case, links resolved) and refuses raw offsets', () => {
    const canonical = zoned.canonicalTimeZone;
    expect(canonical('europe/BERLIN')).toBe('Europe/Berlin');
    expect(canonical('US/Eastern')).toBe('America/New_York');
    expect(canonical('Etc/UTC')).toBe('UTC');
    expect(canonical('etc/gmt+1')).toBe('Etc/GMT+1');
    for (const zone of ['+01:00', '-05:30', '+0100', 'Europe/Berlin ', '', 'x'.repeat(65)]) {
      expect(canonical(zone), zone).toBeUndefined();
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });

  it('keeps one cached formatter per canonical zone, however many spellings and offsets are asked for', () => {
    const instant = new Date('2026-11-23T12:00:00Z');
    localParts(instant, 'Europe/Berlin');
    const before = zoned.zoneCacheSize();
    for (let i = 0; i < 2000; i++) {
      const spelling = [...'europe/berlin'].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join('');
      expect(localParts(instant, spelling).date).toBe('2026-11-23');
      const offset = `+${String(i % 14).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
      expect(() => localParts(instant, offset)).toThrow(RangeError);
    }
    expect(zoned.zoneCacheSize()).toBe(before);
    expect(before).toBeLessThanOrEqual(zoned.ZONE_CACHE_LIMIT);
  });
});
