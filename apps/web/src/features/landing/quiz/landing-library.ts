import library from './landing-library.json';

/** The landing page's local quest library: at least 8 quests per group, no network, no catalogue. */
export type LandingCategory = 'healthcare' | 'engineering' | 'education' | 'arts' | 'data' | 'environment' | 'business';
export type LandingGroup = LandingCategory | 'exploration' | 'self-discovery';
export type QuestKind = 'learning' | 'money' | 'both' | 'self-discovery';

export interface LocalQuestTemplate {
  id: string;
  title: string;
  description: string;
  cta?: { label: string; link: string };
  category: QuestKind;
}

/** The quest copy is data: by group, one [title, description, kind] row a quest (kinds checked in landing-quiz.spec.ts). */
const ROWS: Record<LandingGroup, readonly (readonly string[])[]> = library;
const SIGN_UP = { label: 'Start this quest', link: '/auth' };

const template =
  (group: LandingGroup) =>
  ([title, description, kind]: readonly string[], i: number): LocalQuestTemplate => ({
    id: `l-${group}-${i + 1}`,
    title,
    description,
    category: kind as QuestKind,
    cta: SIGN_UP,
  });

export const LANDING_LIBRARY = {} as Record<LandingGroup, readonly LocalQuestTemplate[]>;
for (const group of Object.keys(ROWS) as LandingGroup[]) LANDING_LIBRARY[group] = ROWS[group].map(template(group));
