/** The fields every occupation maps to; each has its own words and quest templates (see field-quests.ts). */
export const FIELDS = [
  'healthcare', 'engineering', 'education', 'arts', 'data', 'environment', 'business',
  'trades', 'law', 'media', 'food', 'animals', 'sports', 'aviation', 'fashion', 'music',
  'social', 'science', 'farming', 'security', 'transport', 'games', 'software', 'beauty',
  'finance', 'design', 'writing', 'rescue',
] as const;
export type Field = (typeof FIELDS)[number];

/** How a quest names a field when the person's own words are not usable (a vague wish, a long phrase). */
export const FIELD_WORDS: Record<Field, string> = {
  healthcare: 'healthcare',
  engineering: 'engineering',
  education: 'teaching',
  arts: 'art',
  data: 'data work',
  environment: 'the environment',
  business: 'business',
  trades: 'hands-on trades',
  law: 'law and public safety',
  media: 'media and journalism',
  food: 'food and hospitality',
  animals: 'working with animals',
  sports: 'sports and fitness',
  aviation: 'aviation and space',
  fashion: 'fashion',
  music: 'music and performance',
  social: 'helping people',
  science: 'science and research',
  farming: 'farming',
  security: 'tech security',
  transport: 'transport and logistics',
  games: 'games',
  software: 'software',
  beauty: 'beauty and personal care',
  finance: 'finance',
  design: 'design',
  writing: 'writing',
  rescue: 'fire and rescue',
};

/** The landing/onboarding interest categories each field feeds. */
export const FIELD_INTEREST: Record<Field, 'healthcare' | 'engineering' | 'education' | 'arts' | 'data' | 'environment' | 'business'> = {
  healthcare: 'healthcare', engineering: 'engineering', education: 'education', arts: 'arts', data: 'data',
  environment: 'environment', business: 'business', trades: 'engineering', law: 'business', media: 'arts',
  food: 'business', animals: 'healthcare', sports: 'healthcare', aviation: 'engineering', fashion: 'arts',
  music: 'arts', social: 'education', science: 'data', farming: 'environment', security: 'data',
  transport: 'business', games: 'arts', software: 'engineering', beauty: 'arts', finance: 'business',
  design: 'arts', writing: 'arts', rescue: 'healthcare',
};
