import { LANDING_LIBRARY, type LandingCategory, type LandingGroup, type LocalQuestTemplate } from './landing-library';

/** The words that point an answer at each category; the order of the categories breaks ties in detectCategories. */
const KEYWORDS: Record<LandingCategory, readonly string[]> = {
  healthcare: [
    'nurse',
    'doctor',
    'health',
    'medic',
    'hospital',
    'care',
    'vet',
    'dentist',
    'pharma',
    'therap',
    'patient',
    'surgeon',
    'paramedic',
    'psycholog',
    'animal',
  ],
  engineering: [
    'engineer',
    'build',
    'robot',
    'mechanic',
    'electric',
    'machine',
    'construct',
    'pilot',
    'plumb',
    'carpent',
    'repair',
    'invent',
    'software',
    'code',
    'coder',
    'program',
    'develop',
    'tech',
    'space',
  ],
  education: [
    'teach',
    'tutor',
    'school',
    'professor',
    'coach',
    'librar',
    'educat',
    'mentor',
    'kids',
    'children',
    'social work',
    'helping',
  ],
  arts: [
    'art',
    'paint',
    'draw',
    'music',
    'sing',
    'design',
    'write',
    'writer',
    'author',
    'film',
    'photo',
    'actor',
    'danc',
    'fashion',
    'game',
    'craft',
    'chef',
    'cook',
    'bak',
    'journal',
  ],
  data: [
    'data',
    'analy',
    'statist',
    'math',
    'number',
    'scien',
    'research',
    'ai',
    'machine learning',
    'computer',
    'spreadsheet',
    'hack',
    'security',
  ],
  environment: [
    'environment',
    'nature',
    'climate',
    'outdoor',
    'farm',
    'garden',
    'plant',
    'forest',
    'ocean',
    'marine',
    'wildlife',
    'ranger',
    'green',
    'sustainab',
    'recycl',
    'ecolog',
  ],
  business: [
    'business',
    'entrepreneur',
    'market',
    'sales',
    'sell',
    'money',
    'finance',
    'bank',
    'account',
    'manage',
    'startup',
    'shop',
    'store',
    'law',
    'lawyer',
    'invest',
    'ceo',
    'restaurant',
    'hotel',
  ],
};

/** The quiz's three fields: blanks dropped, the rest joined with commas. */
export const joinQuizAnswers = (fields: readonly string[]): string =>
  fields
    .map((f) => f.trim())
    .filter(Boolean)
    .join(', ');
export const canSeeQuests = (fields: readonly string[]): boolean => fields.some((f) => f.trim() !== '');

const LANDING_CATEGORIES = Object.keys(KEYWORDS) as LandingCategory[];

/** Keyword hits per category; the top 3 with at least one hit, or exploration. */
export function detectCategories(answer: string): (LandingCategory | 'exploration')[] {
  const text = ` ${answer.toLowerCase()} `;
  const hits = LANDING_CATEGORIES.map((category) => ({
    category,
    hits: KEYWORDS[category].filter((k) => (k.length <= 3 ? new RegExp(`\\b${k}\\b`).test(text) : text.includes(k)))
      .length,
  }));
  const top = hits
    .filter((h) => h.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, 3)
    .map((h) => h.category);
  return top.length ? top : ['exploration'];
}

const MAX_RESULTS = 6;

function rotate<T>(list: readonly T[], by: number): T[] {
  return list.map((_, i) => list[(i + by) % list.length]);
}

/** The results: matched categories first, then exploration and self-discovery; no duplicates; at most 6. */
export function suggestLandingQuests(answer: string): LocalQuestTemplate[] {
  const seed = [...answer].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const groups = detectCategories(answer).filter((g): g is LandingCategory => g !== 'exploration');
  const pools: LandingGroup[] = [...groups, 'exploration', 'self-discovery'];
  const lists = pools.map((group) => rotate(LANDING_LIBRARY[group], seed % LANDING_LIBRARY[group].length));
  const perGroup = groups.length ? Math.max(1, Math.floor(4 / groups.length)) : 0;
  const chosen: LocalQuestTemplate[] = [];
  const add = (quest: LocalQuestTemplate | undefined) =>
    quest && chosen.length < MAX_RESULTS && !chosen.some((q) => q.id === quest.id) && chosen.push(quest);
  for (let i = 0; i < perGroup; i++) groups.forEach((_, g) => add(lists[g][i]));
  add(lists[groups.length][0]);
  add(lists[groups.length + 1][0]);
  for (let i = 0; chosen.length < MAX_RESULTS && i < 8; i++) lists.forEach((list) => add(list[i]));
  return chosen;
}

export type LandingFilter = 'all' | 'self-discovery' | 'financial' | 'career';

/** The quiz's filter mapping: financial = money or both, career = learning or both. */
export function filterLandingQuests<Q extends { category: LocalQuestTemplate['category'] }>(
  quests: readonly Q[],
  filter: LandingFilter,
): Q[] {
  if (filter === 'all') return [...quests];
  if (filter === 'self-discovery') return quests.filter((q) => q.category === 'self-discovery');
  if (filter === 'financial') return quests.filter((q) => q.category === 'money' || q.category === 'both');
  return quests.filter((q) => q.category === 'learning' || q.category === 'both');
}
