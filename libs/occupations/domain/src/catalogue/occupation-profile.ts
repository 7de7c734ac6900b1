import { JOB_ZONES_TSV } from '../data/job-zones.data';
import { PROFILES_TSV } from '../data/profiles.data';
import { occupationByCode, type Occupation } from './occupation';

/** The six RIASEC interests, in O*NET's order. */
export const INTERESTS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type Interest = (typeof INTERESTS)[number];
export type InterestProfile = Readonly<Record<Interest, number>>;

/** How much preparation a job zone means, in O*NET's words. */
export interface JobZone {
  readonly zone: number;
  readonly name: string;
  readonly experience: string;
  readonly education: string;
  readonly training: string;
}

/** Everything an occupation's page shows besides its quests. */
export interface OccupationProfile {
  readonly occupation: Occupation;
  /** Up to five of its core tasks, as O*NET lists them. */
  readonly tasks: readonly string[];
  readonly jobZone: JobZone | null;
  /** Its RIASEC interest profile (1–7 each) and high-point code ("EC"); null where O*NET gives none. */
  readonly interests: { readonly scores: InterestProfile; readonly highPoints: string } | null;
  /** Up to eight related occupations, closest first. */
  readonly related: readonly Occupation[];
}

const lines = (tsv: string) => tsv.split('\n').map((line) => line.split('\t'));

let zones: ReadonlyMap<number, JobZone> | undefined;
let rows: ReadonlyMap<string, string[]> | undefined;

/** O*NET's five job zones, by number. */
export function jobZones(): ReadonlyMap<number, JobZone> {
  zones ??= new Map(
    lines(JOB_ZONES_TSV).map(([zone, name, experience, education, training]) => [
      Number(zone),
      { zone: Number(zone), name, experience, education, training },
    ]),
  );
  return zones;
}

function profileRows(): ReadonlyMap<string, string[]> {
  rows ??= new Map(lines(PROFILES_TSV).map((row) => [row[0], row]));
  return rows;
}

function interestsOf(row: readonly string[]): OccupationProfile['interests'] {
  if (!row[1]) return null;
  const scores = Object.fromEntries(INTERESTS.map((key, i) => [key, Number(row[1 + i])])) as InterestProfile;
  return { scores, highPoints: row[7] };
}

/** An occupation's page: its tasks, job zone, interests and related occupations (a 2010 code finds its successor). */
export function occupationProfile(code: string): OccupationProfile | undefined {
  const occupation = occupationByCode(code);
  const row = occupation && profileRows().get(occupation.code);
  if (!occupation || !row) return undefined;
  return {
    occupation,
    tasks: row[9] ? row[9].split('|') : [],
    jobZone: occupation.jobZone ? (jobZones().get(occupation.jobZone) ?? null) : null,
    interests: interestsOf(row),
    related: (row[8] ? row[8].split(',') : []).flatMap((other) => occupationByCode(other) ?? []),
  };
}

/** Pearson's correlation of two interest profiles, -1 to 1 (0 where either is flat). */
export function interestFit(a: InterestProfile, b: InterestProfile): number {
  const mean = (p: InterestProfile) => INTERESTS.reduce((sum, key) => sum + p[key], 0) / INTERESTS.length;
  const [ma, mb] = [mean(a), mean(b)];
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (const key of INTERESTS) {
    cov += (a[key] - ma) * (b[key] - mb);
    va += (a[key] - ma) ** 2;
    vb += (b[key] - mb) ** 2;
  }
  return va === 0 || vb === 0 ? 0 : cov / Math.sqrt(va * vb);
}

/**
 * The occupations whose interest profile fits a person's best (O*NET's Interest Profiler ranks the same way, by
 * correlation), optionally only those of some job zones; best first.
 */
export function occupationsByInterests(
  person: InterestProfile,
  options: { zones?: readonly number[]; limit?: number } = {},
): { occupation: Occupation; fit: number }[] {
  const out: { occupation: Occupation; fit: number }[] = [];
  for (const [code, row] of profileRows()) {
    const interests = interestsOf(row);
    const occupation = occupationByCode(code);
    if (!interests || !occupation) continue;
    if (options.zones?.length && !(occupation.jobZone && options.zones.includes(occupation.jobZone))) continue;
    out.push({ occupation, fit: interestFit(person, interests.scores) });
  }
  return out
    .sort((a, b) => b.fit - a.fit || (a.occupation.code < b.occupation.code ? -1 : 1))
    .slice(0, options.limit ?? 20);
}

/** What a person's reflection on a quest said of its work: more like it, or something different. */
export type NextDirection = 'more' | 'different';

/**
 * "Try next" after a quest on `code`: its related occupations, weighed by the reflection. Liked ("more"): its
 * close relatives, those sharing its top interest first. Not ("different"): relatives whose top interest differs,
 * then the relatives' own relatives of a different bent, then occupations of about its preparation that fit the
 * rest of its interests: a person who wants a change is not sent next door.
 */
export function occupationsToTryNext(code: string, direction: NextDirection, limit = 5): Occupation[] {
  const profile = occupationProfile(code);
  if (!profile) return [];
  const top = (c: string) => profileRows().get(c)?.[7]?.[0];
  const mine = top(profile.occupation.code);
  const differs = (o: Occupation) => top(o.code) !== mine;
  const tiers: (() => readonly Occupation[])[] =
    direction === 'more'
      ? [() => profile.related.filter((o) => !differs(o)), () => profile.related]
      : [
          () => profile.related.filter(differs),
          () => profile.related.flatMap((o) => occupationProfile(o.code)?.related ?? []).filter(differs),
          // A family all of one bent (carpenters' relatives are all Realistic): the occupations of about the same
          // preparation that fit the rest of its interests best, its top one set aside.
          () => {
            if (!profile.interests || !mine) return [];
            const zone = profile.occupation.jobZone;
            const rest = { ...profile.interests.scores, [mine]: 1 };
            return occupationsByInterests(rest, { zones: zone ? [zone - 1, zone, zone + 1] : undefined, limit: 40 })
              .map((r) => r.occupation)
              .filter(differs);
          },
        ];
  // Each tier only when the ones before it leave room: the last ranks the whole catalogue.
  const seen = new Set([profile.occupation.code]);
  const picked: Occupation[] = [];
  for (const tier of tiers) {
    for (const occupation of tier()) {
      if (picked.length === limit) return picked;
      if (seen.has(occupation.code)) continue;
      seen.add(occupation.code);
      picked.push(occupation);
    }
  }
  return picked;
}
