export const COMMUNITY_CATEGORIES = [
  'Financial',
  'Career',
  'Lifestyle',
  'Creative',
  'Entrepreneurship',
  'Connection',
] as const;
export type CommunityCategory = (typeof COMMUNITY_CATEGORIES)[number];

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const MIN_STEPS = 4;
export const MAX_STEPS = 8;

/** A quest anyone can take on, from the shared catalogue (the spec's community_quests row). */
export interface CommunityQuest {
  /** A stable slug: progress rows and URLs refer to it, so it never changes once published. */
  questId: string;
  title: string;
  description: string;
  category: CommunityCategory;
  difficulty: Difficulty;
  /** Human wording, e.g. "30 min/day for 2 weeks". */
  timeInvestment: string;
  steps: readonly string[];
  createdAt: Date;
}

export const isCommunityCategory = (value: string): value is CommunityCategory =>
  (COMMUNITY_CATEGORIES as readonly string[]).includes(value);
