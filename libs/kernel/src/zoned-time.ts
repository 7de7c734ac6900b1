/**
 * Calendar arithmetic in a person's own IANA time zone, with Intl only: what day and time it is
 * there, and which instant a local date and time stand for, across daylight-saving changes.
 */

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export interface LocalParts {
  /** The local calendar day, `YYYY-MM-DD`. */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True for a zone name Intl knows (`Europe/Berlin`, `UTC`); false for anything else. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

function fields(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: +parts.year,
    month: +parts.month,
    day: +parts.day,
    hour: +parts.hour,
    minute: +parts.minute,
    second: +parts.second,
  };
}

/** The local date, weekday and time of day of an instant in a zone. */
export function localParts(instant: Date, zone: string): LocalParts {
  const f = fields(instant, zone);
  const date = `${f.year}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
  return { date, weekday: weekdayOf(date), minutes: f.hour * 60 + f.minute };
}

/** The weekday of a calendar date (no zone involved). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/** The calendar date `days` after `date` (negative for before). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The zone's offset from UTC at an instant, in minutes (Berlin in winter: 60). */
function offsetMinutes(instant: Date, zone: string): number {
  const f = fields(instant, zone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which a zone's clocks show `minutes` past midnight on `date`. A time skipped by a
 * spring-forward change moves on by the gap (02:30 becomes 03:30); a time shown twice at a fall-back
 * change is its first showing.
 */
export function zonedInstant(date: string, minutes: number, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  // The offsets in force a day either side bracket any change on this date.
  const candidates = [
    ...new Set([offsetMinutes(new Date(wall - 86_400_000), zone), offsetMinutes(new Date(wall + 86_400_000), zone)]),
  ];
  const fits = candidates
    .map((offset) => new Date(wall - offset * 60_000))
    .filter((instant) => offsetMinutes(instant, zone) === Math.round((wall - instant.getTime()) / 60_000));
  if (fits.length) return new Date(Math.min(...fits.map((d) => d.getTime())));
  // In the gap: read the wall time with the offset before the change, which lands after it.
  return new Date(wall - Math.min(...candidates) * 60_000);
}
