import type { InterestScores } from '@sidequest/contracts';

export type Interest = keyof InterestScores;

/** Holland's six interests in O*NET's order, with the sentence a person reads about each. */
export const INTERESTS: { key: Interest; name: string; about: string }[] = [
  {
    key: 'R',
    name: 'Realistic',
    about: 'You like practical, hands-on work: tools, machines, plants or animals, and results you can see and touch.',
  },
  {
    key: 'I',
    name: 'Investigative',
    about: 'You like to watch, ask why and work things out: research, facts, ideas and problems to solve.',
  },
  {
    key: 'A',
    name: 'Artistic',
    about:
      'You like to create and express yourself: words, images, music or performance, with room for your own ideas.',
  },
  {
    key: 'S',
    name: 'Social',
    about: 'You like to help, teach and look after people, and work where getting on with others matters most.',
  },
  {
    key: 'E',
    name: 'Enterprising',
    about: 'You like to lead, persuade and make decisions: starting things, selling ideas and taking a chance on them.',
  },
  {
    key: 'C',
    name: 'Conventional',
    about: 'You like order and clear ways of working: records, numbers, details and a system that keeps them right.',
  },
];

export const interestName = (key: string) => INTERESTS.find((i) => i.key === key)?.name ?? key;

/** The interests from highest to lowest score; a tie keeps O*NET's order. */
export function rankInterests(scores: InterestScores): Interest[] {
  return INTERESTS.map((i) => i.key).sort((a, b) => scores[b] - scores[a]);
}

/**
 * The person's strongest interests, for their high-point code and the sentences: up to three, the first always,
 * the others only when they reach the middle of the scale (4 of 7), so a tie among dislikes names nothing.
 */
export function strongestInterests(scores: InterestScores): Interest[] {
  return rankInterests(scores).filter((key, i) => i === 0 || (i < 3 && scores[key] >= 4));
}

/** "Job Zone Four: Considerable Preparation Needed" → "Considerable preparation". */
export function preparationOf(zoneName: string): string {
  const words = zoneName
    .replace(/^Job Zone \w+:\s*/i, '')
    .replace(/\s+Needed$/i, '')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** Short labels for the profiler's filter, by job zone. */
export const ZONE_LABELS: Record<number, string> = {
  1: 'Little or none',
  2: 'Some',
  3: 'Medium',
  4: 'Considerable',
  5: 'Extensive',
};
