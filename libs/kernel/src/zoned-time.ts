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

/**
 * The zone names accepted: Intl's canonical IANA list, `UTC` and the fixed `Etc/GMT±N` zones, keyed by
 * lower case. Anything else Intl would take (raw `±HH:MM` offsets, case variants kept as sent) is
 * refused or spelled canonically, so the names in use, and the formatters cached for them, stay a
 * bounded set of a few hundred.
 */
let canonicalNames: Map<string, string> | undefined;
function canonicalByLowerCase(): Map<string, string> {
  if (!canonicalNames) {
    const fixed = Array.from({ length: 27 }, (_, i) => i - 14)
      .filter((h) => h !== 0)
      .map((h) => `Etc/GMT${h > 0 ? '+' : '-'}${Math.abs(h)}`);
    const names = [...Intl.supportedValuesOf('timeZone'), 'UTC', ...fixed];
    canonicalNames = new Map(names.map((name) => [name.toLowerCase(), name]));
  }
  return canonicalNames;
}

/** What a refused zone's message adds. */
export const TIME_ZONE_HINT =
  'Send a canonical IANA zone name such as Europe/Berlin or UTC (offsets such as +01:00 are not accepted).';

/** At most this many formatters are kept (more than the accepted names, so in practice none is dropped). */
export const ZONE_CACHE_LIMIT = 600;

/**
 * The canonical spelling of a zone: `europe/BERLIN` → `Europe/Berlin`, a link such as `US/Eastern` →
 * `America/New_York`; undefined for an offset (`+01:00`), an unknown name or anything else.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return undefined;
  const names = canonicalByLowerCase();
  const known = names.get(zone.toLowerCase());
  if (known) return known;
  // A link (alias) Intl resolves to a listed zone; only name-shaped text is tried.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return undefined;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return names.get(resolved.toLowerCase());
  } catch {
    return undefined;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f) return f;
  const canonical = canonicalTimeZone(zone);
  if (!canonical) throw new RangeError(`Unknown time zone: ${zone}`);
  f = formatters.get(canonical);
  if (f) return f;
  f = new Intl.DateTimeFormat('en-US', {
    timeZone: canonical,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  // Keyed by the canonical name only: other spellings are looked up, never stored.
  if (formatters.size >= ZONE_CACHE_LIMIT) formatters.delete(formatters.keys().next().value as string);
  formatters.set(canonical, f);
  return f;
}

/** How many formatters are cached (for the spec that holds the cache bounded). */
export function zoneCacheSize(): number {
  return formatters.size;
}

/** True for a zone name accepted by canonicalTimeZone (`Europe/Berlin`, `UTC`); false for anything else. */
export function isTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== undefined;
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
