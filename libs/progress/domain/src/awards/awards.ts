/**
 * The light progression (Habitica is the anchor): points for check-ins, milestone ticks, finished
 * quests and reflections; levels named on theme; a handful of badges.
 *
 * The rule: what a person earned is earned once and kept. Each award is a row keyed by
 * (user, kind, subject): the check-in's local date, the milestone's quest and index, the reflected
 * quest, the badge's id. Doing the same thing again (a second mark the same day, re-ticking a
 * milestone, answering a reflection again) finds the key taken and gives nothing twice; undoing it
 * (undo today's check-in, reopen a milestone) takes nothing away.
 */

export const AWARD_KINDS = ['check-in', 'milestone', 'quest-finished', 'reflection', 'badge'] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];

/** One earned award. `subject` says what earned it, so the same deed never pays twice. */
export interface Award {
  userId: string;
  kind: AwardKind;
  subject: string;
  points: number;
  earnedAt: Date;
}

/** Points per deed; a badge pays a bonus on top of the deed that earned it. */
export const AWARD_POINTS: Readonly<Record<AwardKind, number>> = {
  'check-in': 10,
  milestone: 20,
  'quest-finished': 50,
  reflection: 15,
  badge: 25,
};

/** The levels, on theme. Each needs a growing number of points more than the one before. */
export const LEVELS = [
  { number: 1, name: 'Novice', from: 0 },
  { number: 2, name: 'Apprentice', from: 50 },
  { number: 3, name: 'Journeyer', from: 150 },
  { number: 4, name: 'Pathfinder', from: 300 },
  { number: 5, name: 'Adept', from: 500 },
  { number: 6, name: 'Trailblazer', from: 800 },
  { number: 7, name: 'Master', from: 1200 },
  { number: 8, name: 'Legend', from: 1800 },
] as const;

export interface Level {
  number: number;
  name: string;
  /** Points the level starts at. */
  from: number;
  /** Points the next level starts at, or null at the top level. */
  next: number | null;
  /** Points still needed for the next level (0 at the top). */
  toNext: number;
}

export function levelOf(points: number): Level {
  const total = Math.max(0, Math.floor(points));
  let index = 0;
  for (let i = 0; i < LEVELS.length; i++) if (total >= LEVELS[i].from) index = i;
  const level = LEVELS[index];
  const next = LEVELS[index + 1]?.from ?? null;
  return { number: level.number, name: level.name, from: level.from, next, toNext: next === null ? 0 : next - total };
}

export const BADGE_IDS = ['first-quest', 'three-occupations', 'four-week-streak', 'first-reflection'] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

/** The badges, in the order they are shown, with how each is earned. */
export const BADGES: readonly { id: BadgeId; name: string; howTo: string }[] = [
  { id: 'first-quest', name: 'First quest', howTo: 'Finish a quest and say how it felt.' },
  {
    id: 'three-occupations',
    name: 'Three occupations tried',
    howTo: 'Reflect on quests from three different occupations.',
  },
  { id: 'four-week-streak', name: '4-week streak', howTo: 'Meet your weekly goal four weeks in a row.' },
  { id: 'first-reflection', name: 'First reflection', howTo: 'Say how a quest felt in the quest log.' },
];

/** Facts the badges are judged by, read when a deed is done. */
export interface BadgeFacts {
  /** Reflections that say the quest was finished. */
  finishedQuests?: number;
  /** Distinct occupations of the quests reflected on. */
  occupationsTried?: number;
  /** The forgiving weekly streak, in weeks. */
  weeklyStreak?: number;
  reflections?: number;
}

/** The badges these facts earn (already earned ones are kept by the store, whatever the facts say now). */
export function badgesEarned(facts: BadgeFacts): BadgeId[] {
  const earned: BadgeId[] = [];
  if ((facts.finishedQuests ?? 0) >= 1) earned.push('first-quest');
  if ((facts.occupationsTried ?? 0) >= 3) earned.push('three-occupations');
  if ((facts.weeklyStreak ?? 0) >= 4) earned.push('four-week-streak');
  if ((facts.reflections ?? 0) >= 1) earned.push('first-reflection');
  return earned;
}

export function award(userId: string, kind: AwardKind, subject: string, earnedAt: Date): Award {
  return { userId, kind, subject, points: AWARD_POINTS[kind], earnedAt };
}

export function badgeAwards(userId: string, facts: BadgeFacts, earnedAt: Date): Award[] {
  return badgesEarned(facts).map((id) => award(userId, 'badge', id, earnedAt));
}

export interface BadgeState {
  id: BadgeId;
  name: string;
  howTo: string;
  /** When it was earned, or null when not yet. */
  earnedAt: Date | null;
}

export interface ProgressionSummary {
  points: number;
  level: Level;
  badges: BadgeState[];
}

/** Total points, level and every badge (earned with its date, or how to earn it) from the stored awards. */
export function summarize(awards: readonly Award[]): ProgressionSummary {
  const points = awards.reduce((sum, a) => sum + a.points, 0);
  const earned = new Map(awards.filter((a) => a.kind === 'badge').map((a) => [a.subject, a.earnedAt]));
  return {
    points,
    level: levelOf(points),
    badges: BADGES.map((b) => ({ ...b, earnedAt: earned.get(b.id) ?? null })),
  };
}
