/** How a finished or left quest felt: one per user and quest; a second answer replaces the first. */
export interface Reflection {
  userId: string;
  questId: string;
  questTitle: string;
  /** The O*NET occupation the quest names, when it names one. */
  occupationCode: string | null;
  occupationTitle: string | null;
  /** 1 to 5. */
  rating: number;
  direction: ReflectionDirection;
  /** "What surprised you?", at most 280 characters, or null. */
  surprise: string | null;
  ended: ReflectionEnd;
  /** When the person started the quest (their latest selection of it), if known. */
  startedAt: Date | null;
  endedAt: Date;
}

export type ReflectionDirection = 'more' | 'different';
export type ReflectionEnd = 'finished' | 'switched';

export const REFLECTION_SURPRISE_LIMIT = 280;
