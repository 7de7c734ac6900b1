import type { Exploration, InterestScores } from '@sidequest/contracts';
import type { TryNextFrom } from './components/NextOccupations';
import { rankInterests, type Interest } from './riasec';

/** Each interest as the kind of work it points to, for one sentence. */
const WORK: Record<Interest, string> = {
  R: 'practical, hands-on work',
  I: 'investigative work: research and problems to solve',
  A: 'creative work',
  S: 'work helping and teaching people',
  E: 'enterprising work: leading and persuading',
  C: 'orderly work with records, numbers and detail',
};

/** A quest the person enjoyed: four or five stars, or "more like this". */
export const liked = (e: Exploration) =>
  !!e.reflection && (e.reflection.rating >= 4 || e.reflection.direction === 'more');

/** The mean interest profile of the occupations liked, or null when none has one. */
export function likedProfile(explorations: readonly Exploration[]): InterestScores | null {
  const profiles = explorations.filter(liked).flatMap((e) => e.occupation?.interests ?? []);
  if (profiles.length === 0) return null;
  const mean = (key: Interest) =>
    Math.round((profiles.reduce((sum, p) => sum + p[key], 0) / profiles.length) * 100) / 100;
  return { R: mean('R'), I: mean('I'), A: mean('A'), S: mean('S'), E: mean('E'), C: mean('C') };
}

const titles = (list: readonly Exploration[]) => {
  const names = [...new Set(list.map((e) => e.occupation?.title ?? e.title))].slice(0, 3);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** Which way the person's answers point, in one sentence. */
export function directionSentence(explorations: readonly Exploration[]): string {
  const answered = explorations.filter((e) => e.reflection);
  if (answered.length === 0) return 'Finish a quest and say how it felt: your answers will point the way.';
  const enjoyed = answered.filter(liked);
  if (enjoyed.length === 0)
    return `Your answers point away from ${titles(answered)}: try something of another kind next.`;
  const profile = likedProfile(enjoyed);
  const toward = profile ? WORK[rankInterests(profile)[0]] : 'more work like it';
  return `Your answers point toward ${toward}, like ${titles(enjoyed)}.`;
}

/** Where the next three come from: the best-liked occupation's close relatives, else another kind of work. */
export function nextFrom(explorations: readonly Exploration[]): TryNextFrom | null {
  const rated = explorations
    .filter((e) => e.occupation && e.reflection)
    .sort((a, b) => Number(liked(b)) - Number(liked(a)) || b.reflection!.rating - a.reflection!.rating);
  const best = rated[0] ?? explorations.find((e) => e.occupation);
  if (!best?.occupation) return null;
  return {
    code: best.occupation.code,
    title: best.occupation.title,
    direction: !best.reflection || liked(best) ? 'more' : 'different',
  };
}
